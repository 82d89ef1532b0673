// keyplate: compiler switches shared by the whole library.
#pragma once

// KEYPLATE_FLATTEN marks the public entry points of the hot paths (`encode_to`, `decode`,
// `decode_view`, `prefix_to`): GCC then inlines every call inside them, recursively, so the
// per-field steps (and a user codec's) cost no calls whatever the optimiser's inline limits
// (GCC's -O2 limits are a third of -O3's). Clang 16 applies `flatten` to the direct calls
// only, so the steps of the layout engine and of the built-in codecs below those entry points
// are also KEYPLATE_ALWAYS_INLINE: each is a few instructions per field, run once per key.
// KEYPLATE_CLANG_INLINE is KEYPLATE_ALWAYS_INLINE for clang only, on the decoding steps: under
// GCC the flattened decoders inline them anyway, and forcing them as well (into `range`,
// `family` and every other caller) costs compile time: a quarter of g++ -O2's time for
// tools/compile_time's 50 layouts, for no instruction callgrind could see.
// KEYPLATE_HOT_PATH is KEYPLATE_FLATTEN for the entry points small enough to inline into their
// caller as well (`encode_to`, `prefix_to`: a few stores per field), so the caller's buffer and
// values stay in registers.
// KEYPLATE_COLD marks the paths that run only for a bad key or value (finding where it is
// wrong, throwing): kept out of line, so the inlined hot path needs fewer registers.
// KEYPLATE_NOINLINE keeps a function that `flatten` would otherwise copy into every layout out
// of line (building a std::string: its allocation and error paths are large and gain nothing
// from inlining next to a malloc).
// KEYPLATE_INLINE_LAMBDA goes after a lambda's parameter list (the fold expressions that visit
// each field are lambdas).
// Without optimisation (`__OPTIMIZE__` undefined: -O0, CMake's Debug) the inlining attributes
// are left out. There nothing is fast anyway, a debugger has a frame per step to stop in, and
// forcing the inlining copies the whole layout engine into every entry point: the schema suite
// of tools/compile_time costs g++ -O0 7% more instructions with it, clang -O0 more still.
#if defined(__clang__) && defined(__OPTIMIZE__)
#define KEYPLATE_CLANG_INLINE [[gnu::always_inline]] inline
#else
#define KEYPLATE_CLANG_INLINE inline
#endif
#if (defined(__GNUC__) || defined(__clang__)) && defined(__OPTIMIZE__)
#define KEYPLATE_FLATTEN [[gnu::flatten]]
#define KEYPLATE_HOT_PATH [[gnu::flatten, gnu::always_inline]] inline
#define KEYPLATE_ALWAYS_INLINE [[gnu::always_inline]] inline
#define KEYPLATE_INLINE_LAMBDA __attribute__((always_inline))
#else
#define KEYPLATE_FLATTEN
#define KEYPLATE_HOT_PATH inline
#define KEYPLATE_ALWAYS_INLINE inline
#define KEYPLATE_INLINE_LAMBDA
#endif
#if defined(__GNUC__) || defined(__clang__)
#define KEYPLATE_COLD [[gnu::cold, gnu::noinline]]
#define KEYPLATE_NOINLINE [[gnu::noinline]]
#else
#define KEYPLATE_NOINLINE
#define KEYPLATE_COLD
#endif
