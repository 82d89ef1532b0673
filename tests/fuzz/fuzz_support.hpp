// Fuzzing: the input reader, failure reporting, and the decode-side checks every target shares
// (strict decode against the reference, re-encoding, error reports, decode_view agreement).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "reference.hpp"

namespace keyplate_fuzz {

// Prints `what` and the bytes involved (non-printable bytes as \xHH), then traps, so libFuzzer
// stops and saves the input.
[[noreturn]] inline void fail(std::string_view what, std::string_view a = {},
                              std::string_view b = {}) {
  const auto show = [](const char* label, std::string_view bytes) {
    std::fprintf(stderr, "  %s (%zu bytes): \"", label, bytes.size());
    for (const char c : bytes) {
      const auto u = static_cast<unsigned char>(c);
      if (u >= 0x20 && u < 0x7F && u != '\\' && u != '"') {
        std::fputc(u, stderr);
      } else {
        std::fprintf(stderr, "\\x%02X", u);
      }
    }
    std::fprintf(stderr, "\"\n");
  };
  std::fprintf(stderr, "keyplate fuzz: property violated: %.*s\n", static_cast<int>(what.size()),
               what.data());
  show("first", a);
  show("second", b);
  std::fflush(stderr);
  __builtin_trap();
}

inline void require(bool ok, std::string_view what, std::string_view a = {},
                    std::string_view b = {}) {
  if (!ok) fail(what, a, b);
}

// Reads the fuzzer's bytes front to back; past the end every read gives zeros / nothing.
class reader {
 public:
  reader(const std::uint8_t* data, std::size_t size)
      : bytes_(reinterpret_cast<const char*>(data), size) {}

  std::uint8_t byte() {
    if (bytes_.empty()) return 0;
    const auto b = static_cast<std::uint8_t>(bytes_[0]);
    bytes_.remove_prefix(1);
    return b;
  }
  std::uint64_t u64() {
    std::uint64_t v = 0;
    for (int i = 0; i != 8; ++i) v = (v << 8) | byte();
    return v;
  }
  std::string_view take(std::size_t n) {
    const std::string_view head = bytes_.substr(0, n);
    bytes_.remove_prefix(head.size());
    return head;
  }
  std::string_view rest() { return take(bytes_.size()); }

 private:
  std::string_view bytes_;
};

// Calls `f.template operator()<K>()` for layout number `index % sizeof...(Ks)`.
template <class... Ks, class F>
void with_layout(std::size_t index, F&& f) {
  std::size_t i = 0;
  const std::size_t chosen = index % sizeof...(Ks);
  ((i++ == chosen ? (f.template operator()<Ks>(), 0) : 0), ...);
}

template <class K, std::size_t I>
using codec_of = typename K::template codec_at<I>;

template <class K, class F>
void each_field(F&& f) {
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (f(std::integral_constant<std::size_t, I>{}), ...);
  }
  (std::make_index_sequence<K::field_count>{});
}

inline bool starts_with(std::string_view text, std::string_view head) {
  return text.substr(0, head.size()) == head;
}

template <class K, class = std::make_index_sequence<K::field_count>>
struct reference_models;
template <class K, std::size_t... I>
struct reference_models<K, std::index_sequence<I...>> {
  using type = std::tuple<typename ref<codec_of<K, I>>::model...>;
};
template <class K>
using models_of = typename reference_models<K>::type;

// The reference decode of a whole key: literals must match exactly; a fixed-width field takes its
// width, a variable one runs to the next '#' or the end; each field's text must parse.
template <class K>
std::optional<models_of<K>> reference_decode(std::string_view key) {
  models_of<K> models;
  std::size_t pos = 0;
  const auto literal = [&](std::size_t i) {
    if (!starts_with(key.substr(pos), K::literal(i))) return false;
    pos += K::literal(i).size();
    return true;
  };
  bool ok = !key.empty() && literal(0);
  each_field<K>([&](auto index) {
    constexpr std::size_t I = decltype(index)::value;
    using R = ref<codec_of<K, I>>;
    if (!ok) return;
    std::size_t end = key.size();
    if (R::width != 0) {
      end = pos + R::width;
      ok = end <= key.size();
    } else if (const std::size_t hash = key.find('#', pos); hash != std::string_view::npos) {
      end = hash;
    }
    if (!ok) return;
    const auto model = R::parse(key.substr(pos, end - pos));
    ok = model.has_value() && (pos = end, literal(I + 1));
    if (ok) std::get<I>(models) = *model;
  });
  if (!ok || pos != key.size()) return std::nullopt;
  return models;
}

// An error from layout K about `text`: offset inside it, a message, a known field name.
template <class K>
void check_error(const kp::error& e, std::string_view text, std::string_view context) {
  require(e.offset <= text.size(), "error offset past the end of the text", text, context);
  require(!e.message().empty(), "empty error message", text, context);
  bool known = e.field.empty();
  for (const std::string_view name : K::field_names) known = known || name == e.field;
  require(known, "error names no field of the layout", text, context);
}

// The decoded values of K as the tuple `try_encode` takes.
template <class K, class Values>
kp::result<std::string> reencode(const Values& v) {
  return std::apply([](const auto&... x) { return K::try_encode(x...); }, v.as_tuple());
}

// decode_view (where the library has it) agrees with decode: same verdict, same error, and every
// field reads as the decoded value.
template <class K>
void check_decode_view(std::string_view key, const kp::result<typename K::values>& decoded) {
  if constexpr (requires { K::decode_view(key); }) {
    const auto viewed = K::decode_view(key);
    require(viewed.has_value() == decoded.has_value(), "decode_view and decode disagree", key);
    if (!viewed) {
      require(viewed.error() == decoded.error(), "decode_view reports another error", key);
      return;
    }
    each_field<K>([&](auto index) {
      constexpr std::size_t I = decltype(index)::value;
      const auto& seen = viewed->template get<I>();
      const auto& value = decoded->template get<I>();
      using Seen = std::remove_cvref_t<decltype(seen)>;
      if constexpr (std::is_same_v<Seen, std::remove_cvref_t<decltype(value)>>) {
        require(seen == value, "decode_view gives another value", key);
      } else {
        require(seen == std::string_view(value) && seen.str() == std::string_view(value) &&
                    seen.size() == std::string_view(value).size(),
                "decode_view text differs from decode", key);
      }
    });
  }
}

// Decodes `key` with K and checks it against the reference; for an accepted key, that it
// re-encodes to itself, is valid UTF-8 and fits max_size. Returns the values when accepted.
template <class K>
std::optional<typename K::values> check_key(std::string_view key) {
  const kp::result<typename K::values> decoded = K::decode(key);
  const std::optional<models_of<K>> expected = reference_decode<K>(key);
  check_decode_view<K>(key, decoded);
  require(K::matches(key) == decoded.has_value(), "matches() disagrees with decode", key);
  if (!decoded) {
    check_error<K>(decoded.error(), key, "decode error");
    require(decoded.error().code != kp::error_code::invalid_range &&
                decoded.error().code != kp::error_code::no_matching_layout,
            "decode reports an error code decode cannot produce", key);
    require(!expected, "decode rejects a key the reference accepts", key,
            decoded.error().message());
    return std::nullopt;
  }
  require(expected.has_value(), "decode accepts a key the reference rejects", key);
  each_field<K>([&](auto index) {
    constexpr std::size_t I = decltype(index)::value;
    require(ref<codec_of<K, I>>::same(decoded->template get<I>(), std::get<I>(*expected)),
            "decoded value differs from the reference", key, K::field_names[I]);
  });
  const kp::result<std::string> again = reencode<K>(*decoded);
  require(again.has_value(), "decoded values do not encode", key);
  require(*again == key, "decoded key does not re-encode to itself", key, *again);
  require(first_bad_utf8(key) == none && key.size() <= K::max_size,
          "accepted key is not valid UTF-8 or exceeds max_size", key);
  return *decoded;
}

}  // namespace keyplate_fuzz
