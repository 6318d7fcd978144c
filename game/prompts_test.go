package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every prompt kind is one taskRules entry, which holds its answers, its effect and its words;
// and every entry is a listed kind.
func TestEveryPromptKindHasOneEntry(t *testing.T) {
	for _, kind := range TaskKinds {
		r, ok := taskRules[kind]
		if !assert.True(t, ok, "prompt %q has no taskRules entry", kind) {
			continue
		}
		assert.NotNil(t, r.options, "%q lists its answers", kind)
		assert.NotNil(t, r.resolve, "%q has its effect", kind)
		assert.NotNil(t, r.describe, "%q says what it asks", kind)
		assert.Equal(t, r.count != nil, r.isAnswer != nil, "%q counts its answers its own way only if it checks them its own way", kind)
	}
	for kind := range taskRules {
		assert.Contains(t, TaskKinds, kind, "entry %q is a listed kind", kind)
	}
}
