package ui

import "sync"

// boundedCache keeps values by key up to a limit, then forgets them all and starts again. The
// table asks for the same few dozen pictures, faces and text fittings at every rebuild; a cache
// that outgrows them (a window resized many times) costs only a fresh start.
type boundedCache[K comparable, V any] struct {
	mu    sync.Mutex
	limit int
	m     map[K]V
}

func newBoundedCache[K comparable, V any](limit int) *boundedCache[K, V] {
	return &boundedCache[K, V]{limit: limit, m: map[K]V{}}
}

// load gives the value kept for key, if any.
func (c *boundedCache[K, V]) load(key K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[key]
	return v, ok
}

// store keeps v for key.
func (c *boundedCache[K, V]) store(key K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= c.limit {
		clear(c.m)
	}
	c.m[key] = v
}

// get gives the value kept for key, or makes it, keeps it and gives it.
func (c *boundedCache[K, V]) get(key K, make func() V) V {
	if v, ok := c.load(key); ok {
		return v
	}
	v := make()
	c.store(key, v)
	return v
}
