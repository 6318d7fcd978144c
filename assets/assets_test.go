package assets

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFontsAreTrueTypeFiles(t *testing.T) {
	for _, name := range []string{"DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf"} {
		data := Font(name)
		if assert.Greater(t, len(data), 1000, name) {
			assert.Equal(t, []byte{0, 1, 0, 0}, data[:4], "%s starts as a TrueType font", name)
		}
	}
	assert.Nil(t, Font("missing.ttf"))
}
