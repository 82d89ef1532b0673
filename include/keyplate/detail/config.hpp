// keyplate: compiler switches shared by the whole library.
#pragma once

// KEYPLATE_FLATTEN marks the public entry points of the hot paths (`encode_to`, `decode`,
// `decode_view`, `prefix_to`): every call inside them is inlined, so the per-field steps cost
// no calls whatever the optimiser's inline limits (GCC's -O2 limits are a third of -O3's).
// Inlining happens at that one boundary; the steps below it are ordinary functions.
// KEYPLATE_ALWAYS_INLINE is for the few small helpers that run on every byte block.
#if defined(__GNUC__) || defined(__clang__)
#define KEYPLATE_FLATTEN [[gnu::flatten]]
#define KEYPLATE_ALWAYS_INLINE [[gnu::always_inline]] inline
#else
#define KEYPLATE_FLATTEN
#define KEYPLATE_ALWAYS_INLINE inline
#endif
