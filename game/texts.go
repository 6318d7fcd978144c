package game

import (
	"strconv"
	"sync"
	"sync/atomic"
)

// Dice are named in notation as "adventurer:value". Prompts and card targets name them many
// times a move, so each text is made once: dieTexts holds them by adventurer, a map that is
// never changed once published (a new adventurer gets a new map).
const (
	dieTextFaces = 21 // values 0 to 20
	dieTextsMax  = 64 // adventurers remembered; the catalog has a dozen and some
)

var (
	dieTexts   atomic.Pointer[map[string]*[dieTextFaces]string]
	dieTextsMu sync.Mutex
)

// dieText is "adv:v".
func dieText(adv string, v int) string {
	if v >= 0 && v < dieTextFaces {
		m := dieTexts.Load()
		if m != nil {
			if t := (*m)[adv]; t != nil {
				return t[v]
			}
		}
		if m == nil || len(*m) < dieTextsMax {
			if t := addDieTexts(adv); t != nil {
				return t[v]
			}
		}
	}
	return adv + ":" + strconv.Itoa(v)
}

// addDieTexts makes the texts of an adventurer's dice and publishes them; nil once
// dieTextsMax adventurers are remembered (an id read from a file may be anything).
func addDieTexts(adv string) *[dieTextFaces]string {
	dieTextsMu.Lock()
	defer dieTextsMu.Unlock()
	old := map[string]*[dieTextFaces]string{}
	if m := dieTexts.Load(); m != nil {
		old = *m
	}
	if t := old[adv]; t != nil {
		return t
	}
	if len(old) >= dieTextsMax {
		return nil
	}
	t := new([dieTextFaces]string)
	for v := range t {
		t[v] = adv + ":" + strconv.Itoa(v)
	}
	m := make(map[string]*[dieTextFaces]string, len(old)+1)
	for k, x := range old {
		m[k] = x
	}
	m[adv] = t
	dieTexts.Store(&m)
	return t
}

// pairTexts are the answers that join two names (Equip's "card>card", Stun's "card:value"...),
// made once each like the dice's texts: at most pairTextsMax.
const pairTextsMax = 2048

type pairKey struct{ x, sep, y string }

var (
	pairTexts   atomic.Pointer[map[pairKey]string]
	pairTextsMu sync.Mutex
)

// pairText is x+sep+y.
func pairText(x, sep, y string) string {
	k := pairKey{x, sep, y}
	if m := pairTexts.Load(); m != nil {
		if t, ok := (*m)[k]; ok {
			return t
		}
		if len(*m) >= pairTextsMax {
			return x + sep + y
		}
	}
	pairTextsMu.Lock()
	defer pairTextsMu.Unlock()
	old := map[pairKey]string{}
	if m := pairTexts.Load(); m != nil {
		old = *m
	}
	if t, ok := old[k]; ok {
		return t
	}
	t := x + sep + y
	if len(old) >= pairTextsMax {
		return t
	}
	m := make(map[pairKey]string, len(old)+1)
	for key, x := range old {
		m[key] = x
	}
	m[k] = t
	pairTexts.Store(&m)
	return t
}
