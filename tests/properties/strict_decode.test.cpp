// Property tests: decode is strict. Mutated keys are either rejected with an in-bounds error or
// decode to values that re-encode to exactly the mutated bytes; decode never crashes.
#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "generators.hpp"
#include "support.hpp"

namespace {

using namespace keyplate_test;

constexpr std::size_t tuples_per_layout = 20'000;
constexpr std::size_t mutations_per_tuple = 4;

// Bytes and short texts that sit on the edges of the wire format: separators and escapes,
// digits and hex, base32 gaps, date/time punctuation, and broken or boundary UTF-8
// (surrogates, overlong forms, above U+10FFFF).
constexpr std::string_view format_pieces[] = {
    "#", "$",    "%",    "%2", "%23", "%25", "%24", "%2a", "%41", "%FF", "%00",
    " ", "\x01", "\x7F", "&",  "0",   "9",   "A",   "F",   "a",   "f",   "I",
    "L", "O",    "U",    "Z",  "z",   "8",   "-",   "T",   ":",   ".",   "##"};
constexpr std::string_view utf8_pieces[] = {"\xC2",     "\x80",         "\xBF",
                                            "\xC0",     "\xE0",         "\xED",
                                            "\xF4",     "\xF5",         "\xFF",
                                            "\xC2\x80", "\xED\xA0\x80", "\xF4\x90\x80\x80",
                                            "\xC0\xAF", "\xE0\x80\xAF", "\xF0\x8F\xBF\xBF"};

std::string_view tricky_piece(generator& g) {
  return g.percent(75) ? format_pieces[g.below(std::size(format_pieces))]
                       : utf8_pieces[g.below(std::size(utf8_pieces))];
}

std::string mutate(generator& g, std::string key) {
  const std::size_t at = key.empty() ? 0 : g.below(key.size());
  const std::string_view piece = tricky_piece(g);
  switch (g.below(8)) {
    case 0:  // flip one bit
      if (!key.empty()) key[at] = static_cast<char>(key[at] ^ (1 << g.below(8)));
      break;
    case 1:  // insert
      key.insert(g.below(key.size() + 1), piece);
      break;
    case 2:  // delete one byte
      if (!key.empty()) key.erase(at, 1);
      break;
    case 3:  // replace one byte
      if (!key.empty()) key.replace(at, 1, piece);
      break;
    case 4:  // truncate
      key.resize(g.below(key.size() + 1));
      break;
    case 5: {  // duplicate a '#'
      const std::size_t hash = key.find('#', at);
      const std::size_t where = hash != std::string::npos ? hash : key.find('#');
      if (where != std::string::npos) key.insert(where, 1, '#');
      break;
    }
    case 6:  // nudge one byte up or down (digits, hex, letters)
      if (!key.empty()) key[at] = static_cast<char>(key[at] + (g.percent(50) ? 1 : -1));
      break;
    default:  // append
      key += piece;
      break;
  }
  return key;
}

template <class K>
bool field_name_or_empty(std::string_view field) {
  return field.empty() ||
         std::find(K::field_names.begin(), K::field_names.end(), field) != K::field_names.end();
}

template <class K>
void check_mutations(tally& t, std::size_t& accepted, std::uint64_t layout_number) {
  generator g = generator_for(layout_number);
  INFO("layout " << K::pattern << ", seed " << run_seed());
  for (std::size_t i = 0; i != tuples_per_layout; ++i) {
    const auto a = random_tuple<K>(g);
    const auto key = encode_tuple<K>(a);
    t.count_tuples(1);
    if (!t.expect(key.has_value(), [&] { return "encode failed: " + describe(a); })) continue;

    std::string mutated = *key;
    for (std::size_t m = 0; m != mutations_per_tuple; ++m) {
      // Mutations accumulate half of the time, so keys drift further from valid ones.
      if (g.percent(50)) mutated = *key;
      mutated = mutate(g, mutated);
      const auto decoded = K::decode(mutated);
      const auto what = [&] {
        return describe(a) + " -> " + printable(*key) + ", mutated to " + printable(mutated);
      };
      t.expect(K::matches(mutated) == decoded.has_value(), what);
      if (!decoded) {
        const keyplate::error& e = decoded.error();
        t.expect(e.offset <= mutated.size() && field_name_or_empty<K>(e.field),
                 [&] { return what() + ": " + e.message(); });
        continue;
      }
      ++accepted;
      t.expect(valid_utf8(mutated), what);
      const auto again = encode_tuple<K>(decoded->as_tuple());
      t.expect(again.has_value() && *again == mutated, [&] {
        return what() + " decoded to " + describe(decoded->as_tuple()) + " which encodes to " +
               (again ? printable(*again) : again.error().message());
      });
      t.expect((decoded->as_tuple() == a) == (mutated == *key), what);
    }
  }
}

}  // namespace

TEST_CASE("properties: decode accepts only canonical keys", "[properties]") {
  tally t("strict decode");
  std::size_t accepted = 0;
  check_mutations<ProjectTask>(t, accepted, 1);
  check_mutations<Mixed>(t, accepted, 2);
  check_mutations<Packed>(t, accepted, 3);
  check_mutations<Log>(t, accepted, 4);
  check_mutations<Event>(t, accepted, 5);
  std::printf("strict decode: %zu of %zu mutated keys were accepted (and re-encoded exactly)\n",
              accepted, t.tuples() * mutations_per_tuple);
  // Some mutations (a changed letter or digit) must give other valid keys, or this test
  // would not be exercising the re-encode check at all.
  CHECK(accepted > 1000);
  CHECK(t.tuples() >= 100'000);
  CHECK(t.failures() == 0);
}

TEST_CASE("properties: decode of arbitrary bytes never crashes", "[properties]") {
  // Short random byte strings built from the tricky pieces and the layouts' literal text.
  generator g = generator_for(99);
  constexpr std::string_view words[] = {"PROJECT#", "#TASK#", "A#", "#X#", "LOG#",      "E",
                                        "#",        "Z",      "x",  "0",   "2024-02-29"};
  std::size_t accepted = 0;
  for (std::size_t i = 0; i != 20'000; ++i) {
    std::string bytes;
    if (g.percent(50)) bytes = "PROJECT#";
    for (std::uint64_t n = g.below(12); n != 0; --n) {
      bytes += g.percent(50) ? tricky_piece(g) : words[g.below(std::size(words))];
    }
    const auto decoded = ProjectTask::decode(bytes);
    if (decoded) {
      ++accepted;
      CHECK(encode_tuple<ProjectTask>(decoded->as_tuple()).value() == bytes);
    } else {
      CHECK(decoded.error().offset <= bytes.size());
    }
    (void)Mixed::decode(bytes);
    (void)Packed::decode(bytes);
    (void)Log::decode(bytes);
    (void)Event::decode(bytes);
  }
  std::printf("random bytes: %zu of 20000 were ProjectTask keys\n", accepted);
}
