package main

import (
	"os"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/ui"
)

// detailsValue reads key from the [Details] table of FyneApp.toml on disk with a regular
// expression: a second, independent reading of the file that version.go embeds.
func detailsValue(t *testing.T, key string) string {
	t.Helper()
	data, err := os.ReadFile("FyneApp.toml")
	require.NoError(t, err)
	details := regexp.MustCompile(`(?ms)^\[Details\]\s*$(.*?)(?:^\[|\z)`).FindSubmatch(data)
	require.NotNil(t, details, "FyneApp.toml has no [Details] table")
	m := regexp.MustCompile(`(?m)^` + key + `\s*=\s*"([^"]*)"`).FindSubmatch(details[1])
	require.NotNil(t, m, "FyneApp.toml has no [Details] %s", key)
	return string(m[1])
}

func TestAppVersionMatchesFyneAppTOML(t *testing.T) {
	want := detailsValue(t, "Version")
	assert.Equal(t, want, appVersion())
	assert.Regexp(t, `^\d+\.\d+\.\d+$`, appVersion(), "fyne package wants x.y.z")
}

func TestAppIDMatchesFyneAppTOMLAndUI(t *testing.T) {
	want := detailsValue(t, "ID")
	assert.Equal(t, want, appID())
	assert.Equal(t, want, ui.AppID, "ui.AppID must be the ID in FyneApp.toml")
}

func TestAppDetailIgnoresOtherTables(t *testing.T) {
	saved := fyneAppTOML
	t.Cleanup(func() { fyneAppTOML = saved })
	fyneAppTOML = "# c\n[Other]\nVersion = \"9.9.9\"\n\n[Details]\nName = \"X\"\nVersion = \"1.2.3\" # comment\n[Later]\nVersion = \"0\"\n"
	assert.Equal(t, "1.2.3", appVersion())
	assert.Equal(t, "", appID())
}
