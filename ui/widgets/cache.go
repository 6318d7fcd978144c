package widgets

import "sync"

// BoundedCache keeps values by key up to a limit, then forgets them all and starts again. The
// table asks for the same few dozen pictures, faces and text fittings at every rebuild; a cache
// that outgrows them (a window resized many times) costs only a fresh start.
type BoundedCache[K comparable, V any] struct {
	mu    sync.Mutex
	limit int
	m     map[K]V
}

func NewBoundedCache[K comparable, V any](limit int) *BoundedCache[K, V] {
	return &BoundedCache[K, V]{limit: limit, m: map[K]V{}}
}

// Load gives the value kept for key, if any.
func (c *BoundedCache[K, V]) Load(key K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[key]
	return v, ok
}

// Store keeps v for key.
func (c *BoundedCache[K, V]) Store(key K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= c.limit {
		clear(c.m)
	}
	c.m[key] = v
}

// Get gives the value kept for key, or makes it, keeps it and gives it.
func (c *BoundedCache[K, V]) Get(key K, make func() V) V {
	if v, ok := c.Load(key); ok {
		return v
	}
	v := make()
	c.Store(key, v)
	return v
}
