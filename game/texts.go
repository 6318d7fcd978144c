package game

import (
	"strconv"
	"sync"
	"sync/atomic"
)

// textCache remembers up to max values made once each, such as the texts prompts and card
// targets name many times a move. Its map is read without a lock and never changed once
// published: an addition publishes a new map. Past max, values are made anew each time (an id
// read from a file may be anything).
type textCache[K comparable, V any] struct {
	max int
	m   atomic.Pointer[map[K]V]
	mu  sync.Mutex
}

// get is the value kept for k, or build's, kept while there is room.
func (c *textCache[K, V]) get(k K, build func() V) V {
	if m := c.m.Load(); m != nil {
		if v, ok := (*m)[k]; ok {
			return v
		}
		if len(*m) >= c.max {
			return build()
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	var old map[K]V
	if m := c.m.Load(); m != nil {
		old = *m
	}
	if v, ok := old[k]; ok {
		return v
	}
	v := build()
	if len(old) >= c.max {
		return v
	}
	m := make(map[K]V, len(old)+1)
	for key, x := range old {
		m[key] = x
	}
	m[k] = v
	c.m.Store(&m)
	return v
}

// size is how many values are kept.
func (c *textCache[K, V]) size() int {
	if m := c.m.Load(); m != nil {
		return len(*m)
	}
	return 0
}

// Dice are named in notation as "adventurer:value"; dieTexts keeps each adventurer's, for the
// values 0 to dieTextFaces-1.
const dieTextFaces = 21

var dieTexts = textCache[string, *[dieTextFaces]string]{max: 64} // the catalog has a dozen and some adventurers

// dieText is "adv:v".
func dieText(adv string, v int) string {
	if v < 0 || v >= dieTextFaces {
		return adv + ":" + strconv.Itoa(v)
	}
	return dieTexts.get(adv, func() *[dieTextFaces]string {
		t := new([dieTextFaces]string)
		for v := range t {
			t[v] = adv + ":" + strconv.Itoa(v)
		}
		return t
	})[v]
}

// pairTexts keep the answers that join two names (Equip's "card>card", Stun's "card:value"...).
var pairTexts = textCache[pairKey, string]{max: 2048}

type pairKey struct{ x, sep, y string }

// pairText is x+sep+y.
func pairText(x, sep, y string) string {
	return pairTexts.get(pairKey{x, sep, y}, func() string { return x + sep + y })
}
