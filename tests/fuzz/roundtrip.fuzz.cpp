// Fuzz target: values drawn from the input -> key -> decode -> the same values. Encoding must
// write exactly the reference bytes (or fail with the reference error on the first invalid
// field), and the queries built from one tuple must select a second, related tuple's key exactly
// when its values satisfy them.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

#include "fuzz_support.hpp"
#include "generate.hpp"
#include "partial_reference.hpp"
#include "queries.hpp"
#include "reference.hpp"

namespace kp = keyplate;
namespace kf = keyplate_fuzz;

namespace {

using ProjectTask = kp::key<"PROJECT#{p}#TASK#{t}">;
using Small = kp::key<"T#{a}#{n}#{b}", kp::string<2>, kp::uint<3>, kp::string<1>>;
using Order = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using Event =
    kp::key<"E#{at}#{id}#{n}", kp::timestamp<std::chrono::milliseconds>, kp::ulid, kp::int64>;
using Packed = kp::key<"{u}{w}#X#{s}", kp::ulid, kp::uint<4>, kp::string<>>;
using Device =
    kp::key<"U#{id}.{at}#{count}", kp::uuid, kp::timestamp<std::chrono::microseconds>, kp::uint<>>;
using Tagged = kp::key<"{tag}#{at}", kp::string<4>, kp::timestamp<std::chrono::seconds>>;
using Wide = kp::key<"N#{a}{b}#{c}", kp::uint<20>, kp::uint<1>, kp::int64>;
using Meta = kp::key<"#METADATA">;
// Literal text before the '#' that ends a compared field: range bounds carry it ("AT$").
using Stamped = kp::key<"S#{d}AT#{s}", kp::date, kp::string<3>>;

template <class K, class = std::make_index_sequence<K::field_count>>
struct inputs;
template <class K, std::size_t... I>
struct inputs<K, std::index_sequence<I...>> {
  using type = std::tuple<typename kf::gen<kf::codec_of<K, I>>::input...>;
};
template <class K>
using inputs_of = typename inputs<K>::type;

// Draws field `from` afresh, and every later field too unless `only_one`.
template <class K>
void draw(kf::reader& in, inputs_of<K>& v, std::size_t from, bool only_one) {
  kf::each_field<K>([&](auto index) {
    constexpr std::size_t I = decltype(index)::value;
    if (I == from || (I > from && !only_one)) {
      std::get<I>(v) = kf::gen<kf::codec_of<K, I>>::make(in);
    }
  });
}

// `f(argument_0, ..., argument_n)` with each input as its codec's argument.
template <class K, class F>
auto with_arguments(const inputs_of<K>& v, F&& f) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return f(kf::gen<kf::codec_of<K, I>>::argument(std::get<I>(v))...);
  }
  (std::make_index_sequence<K::field_count>{});
}

template <class K>
struct encoded {
  std::string key;
  typename K::values values;
};

// Encodes `v` three ways and checks each against the reference: the exact key, or the error of
// the first invalid field. A valid key must decode to the reference values.
template <class K>
std::optional<encoded<K>> encode_checked(const inputs_of<K>& v) {
  std::string expected(K::literal(0));
  std::optional<kp::error> expected_error;
  kf::models_of<K> models;
  kf::each_field<K>([&](auto index) {
    constexpr std::size_t I = decltype(index)::value;
    using C = kf::codec_of<K, I>;
    if (expected_error) return;
    const auto e = kf::gen<C>::expect(std::get<I>(v));
    if (!e.model) {
      expected_error = kp::error{e.code, K::field_names[I], e.offset};
      return;
    }
    std::get<I>(models) = *e.model;
    expected += kf::ref<C>::text(*e.model);
    expected += K::literal(I + 1);
  });

  const kp::result<std::string> key =
      with_arguments<K>(v, [](const auto&... x) { return K::try_encode(x...); });
  // Exactly max_size bytes on the heap, so that ASan sees any write past them.
  const auto buffer = std::make_unique<char[]>(K::max_size);
  const kp::result<char*> end =
      with_arguments<K>(v, [&](const auto&... x) { return K::encode_to(buffer.get(), x...); });
  if (expected_error) {
    kf::require(!key && !end, "encode accepts an invalid value", key ? *key : "");
    kf::require(key.error() == *expected_error && end.error() == *expected_error,
                "encode reports another error than the reference", key.error().message(),
                expected_error->message());
    return std::nullopt;
  }
  kf::require(key.has_value() && end.has_value(), "encode rejects valid values", expected,
              key ? "" : key.error().message());
  kf::require(*key == expected, "encode differs from the reference", *key, expected);
  kf::require(
      std::string_view(buffer.get(), static_cast<std::size_t>(*end - buffer.get())) == expected,
      "encode_to differs from encode", expected);

  const std::optional<typename K::values> decoded = kf::check_key<K>(*key);
  kf::require(decoded.has_value(), "an encoded key does not decode", *key);
  kf::each_field<K>([&](auto index) {
    constexpr std::size_t I = decltype(index)::value;
    kf::require(kf::ref<kf::codec_of<K, I>>::same(decoded->template get<I>(), std::get<I>(models)),
                "decode(encode(v)) differs from the normalised v", *key, K::field_names[I]);
  });
  return encoded<K>{*key, *decoded};
}

// A partial text drawn from the input, on one field after a's leading values: accepted exactly
// when it begins the canonical text of some value, and then written in canonical form.
template <class K>
void check_partial_text(kf::reader& in, const encoded<K>& a) {
  const std::size_t field = in.byte() % K::field_count;
  const std::string_view t = in.take(in.byte() % 40);
  kf::each_field<K>([&](auto index) {
    constexpr std::size_t I = decltype(index)::value;
    using C = kf::codec_of<K, I>;
    if constexpr (kp::partial_codec<C>) {
      if (I != field) return;
      const std::optional<std::string> expected = kf::partial_ref<C>::text(t);
      const kp::result<std::string> leading = kf::with_leading<I>(
          a.values, [](const auto&... x) { return kf::prefix_text(K::try_prefix(x...)); });
      const kp::result<std::string> got = kf::with_leading<I>(a.values, [&](const auto&... x) {
        return kf::prefix_text(K::try_prefix(x..., kp::partial(t)));
      });
      kf::require(got.has_value() == expected.has_value(),
                  expected ? "partial rejects a text that begins some value"
                           : "partial accepts a text no value begins with",
                  t, got ? *got : got.error().message());
      if (!got) {
        kf::check_error<K>(got.error(), t, "partial error");
        return;
      }
      kf::require(*got == *leading + *expected, "partial prefix differs from the reference", *got,
                  *leading + *expected);
    }
  });
}

template <class K>
void round_trip(kf::reader& in) {
  inputs_of<K> a;
  draw<K>(in, a, 0, false);
  const std::optional<encoded<K>> ka = encode_checked<K>(a);
  if constexpr (K::field_count > 0) {
    // A second tuple sharing a's first values: one field (and maybe the rest) drawn again.
    inputs_of<K> b = a;
    const std::uint8_t from = in.byte(), how = in.byte();
    draw<K>(in, b, from % K::field_count, how & 1);
    const std::optional<encoded<K>> kb = encode_checked<K>(b);
    if (ka) check_partial_text<K>(in, *ka);
    // The queries of one field (the input picks which, and which tuple builds them): checking
    // every field both ways would make each run several times slower.
    const std::size_t field = (how >> 2) % K::field_count;
    if (ka && kb) {
      if (how & 2) {
        kf::check_pair<K>(ka->values, ka->key, kb->values, kb->key, field);
      } else {
        kf::check_pair<K>(kb->values, kb->key, ka->values, ka->key, field);
      }
      return;
    }
  }
  if (ka) kf::check_pair<K>(ka->values, ka->key, ka->values, ka->key);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  kf::reader in(data, size);
  kf::with_layout<ProjectTask, Small, Order, Event, Packed, Device, Tagged, Wide, Meta, Stamped>(
      in.byte(), [&]<class K>() { round_trip<K>(in); });
  return 0;
}
