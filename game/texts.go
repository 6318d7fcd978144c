package game

import (
	"hash/maphash"
	"strconv"
	"sync/atomic"
)

// textCache remembers values made once each, such as the texts prompts and card targets name
// many times a move. It has a fixed number of slots (a power of two), read and written without
// a lock: a key may sit in any of cacheWays slots from its hash's, so that a key falls out
// only when those all hold other keys (then it is made anew and takes one of them). Its memory
// is bounded whatever the keys (an id read from a file may be anything), and a value is only
// ever made from its key.
type textCache[K comparable, V any] struct {
	seed  maphash.Seed
	slots []atomic.Pointer[cacheEntry[K, V]]
}

const cacheWays = 4

type cacheEntry[K comparable, V any] struct {
	k K
	v V
}

// newTextCache is a cache of n slots (rounded up to a power of two, at least cacheWays).
func newTextCache[K comparable, V any](n int) *textCache[K, V] {
	size := cacheWays
	for size < n {
		size *= 2
	}
	return &textCache[K, V]{seed: maphash.MakeSeed(), slots: make([]atomic.Pointer[cacheEntry[K, V]], size)}
}

// get is the value kept for k, or build's, then kept.
func (c *textCache[K, V]) get(k K, build func() V) V {
	h := maphash.Comparable(c.seed, k)
	mask := uint64(len(c.slots) - 1)
	free := -1
	for i := range uint64(cacheWays) {
		e := c.slots[(h+i)&mask].Load()
		if e == nil {
			if free < 0 {
				free = int((h + i) & mask)
			}
			continue
		}
		if e.k == k {
			return e.v
		}
	}
	v := build()
	if free < 0 {
		free = int((h + h>>32%cacheWays) & mask) // one of the key's slots, by its hash
	}
	c.slots[free].Store(&cacheEntry[K, V]{k, v})
	return v
}

// size is how many values are kept; max is the most it may keep.
func (c *textCache[K, V]) size() int {
	n := 0
	for i := range c.slots {
		if c.slots[i].Load() != nil {
			n++
		}
	}
	return n
}

func (c *textCache[K, V]) max() int { return len(c.slots) }

// Dice are named in notation as "adventurer:value"; dieTexts keeps each adventurer's, for the
// values 0 to dieTextFaces-1.
const dieTextFaces = 21

var dieTexts = newTextCache[string, *[dieTextFaces]string](64) // the catalog has a dozen and some adventurers

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

// orderLists keep the orders of a few cards (Scout's, the Elven Scout's), as writeOrderingsTo
// lists them.
var orderLists = newTextCache[orderKey, []Answer](4096)

// keptOrderCards is the most cards whose orders are kept: Scout looks at two or three.
const keptOrderCards = 4

type orderKey struct {
	cards [keptOrderCards]string
	n     int
	cuts  bool
}

// rerollLists keep the reroll choices of each set of free dice, as writeRerollChoicesTo lists
// them (a value read from a file may be anything, hence the bound).
var rerollLists = newTextCache[rerollKey, []Answer](512)

type rerollKey struct {
	values [dicePerAdventurer]int
	n      int
}
