package rikudo

import "math/bits"

// Value sets are bitsets over 1..n (bit v is value v), w words each.

func words(n int) int { return (n + 1 + 63) / 64 }

func hasBit(s []uint64, v int32) bool { return s[v>>6]&(1<<(uint(v)&63)) != 0 }
func setBit(s []uint64, v int32)      { s[v>>6] |= 1 << (uint(v) & 63) }
func clearBit(s []uint64, v int32)    { s[v>>6] &^= 1 << (uint(v) & 63) }

// shl1 sets dst = src << 1 (bit v of dst is bit v-1 of src).
func shl1(dst, src []uint64) {
	var carry uint64
	for i, x := range src {
		dst[i] = x<<1 | carry
		carry = x >> 63
	}
}

// shr1 sets dst = src >> 1 (bit v of dst is bit v+1 of src).
func shr1(dst, src []uint64) {
	var carry uint64
	for i := len(src) - 1; i >= 0; i-- {
		x := src[i]
		dst[i] = x>>1 | carry
		carry = x << 63
	}
}

func count(s []uint64) int {
	k := 0
	for _, x := range s {
		k += bits.OnesCount64(x)
	}
	return k
}

// first returns the smallest value in s, or -1.
func first(s []uint64) int32 {
	for i, x := range s {
		if x != 0 {
			return int32(i*64 + bits.TrailingZeros64(x))
		}
	}
	return -1
}

func equal(a, b []uint64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
