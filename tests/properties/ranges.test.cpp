// Property 4 by brute force: every prefix, partial prefix, range and family query of every layout
// of one shared key space selects exactly the keys that decoding and filtering say it should.
#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "query_support.hpp"

namespace {

using namespace keyplate_test;
namespace kp = keyplate;

constexpr std::size_t keys_per_layout = 400;
constexpr std::size_t rounds_per_layout = 120;

// Counts what was checked; reports the first few failures through Catch2.
struct ledger {
  std::size_t prefixes = 0, partials = 0, acceptance = 0, ranges = 0, families = 0, memberships = 0,
              failures = 0;
  template <class Describe>
  bool expect(bool ok, Describe&& what) {
    if (!ok && ++failures <= 8) {
      INFO(what());
      CHECK(ok);
    }
    return ok;
  }
};

// Every key of the space decoded with K, once.
template <class K>
struct view {
  std::vector<std::optional<tuple_of<K>>> decoded;  // per key of the space
  std::vector<tuple_of<K>> present;

  explicit view(const std::vector<std::string>& keys) {
    for (const std::string& key : keys) {
      const auto values = K::decode(key);
      decoded.emplace_back(values ? std::optional(values->as_tuple()) : std::nullopt);
      if (values) present.push_back(values->as_tuple());
    }
  }
};

// Child's template continues Parent's, and their shared fields use the same codecs.
template <class Child, class Parent>
constexpr bool continues() {
  const std::string_view c = Child::pattern, p = Parent::pattern;
  if constexpr (Child::field_count < Parent::field_count) {
    return false;
  } else {
    if (c.size() <= p.size() || c.substr(0, p.size()) != p) return false;
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return (std::is_same_v<typename Child::template codec_at<I>,
                             typename Parent::template codec_at<I>> &&
              ...);
    }
    (std::make_index_sequence<Parent::field_count>{});
  }
}

template <std::size_t N, class A, class B>
bool same_leading(const A& a, const B& b) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return ((std::get<I>(a) == std::get<I>(b)) && ...);
  }
  (std::make_index_sequence<N>{});
}

// `f` called with the first N values of `t`.
template <std::size_t N, class Tuple, class F>
auto with_leading(const Tuple& t, F f) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return f(std::get<I>(t)...);
  }
  (std::make_index_sequence<N>{});
}

// BETWEEN as DynamoDB evaluates it: unsigned bytes, both ends included.
bool inside(std::string_view lower, std::string_view upper, std::string_view key) {
  return lower.compare(key) <= 0 && key.compare(upper) <= 0;
}

bool sound_bound(std::string_view bound, std::string_view within, std::size_t max_size) {
  return starts_with(bound, within) && valid_utf8(bound) && !bound.empty() &&
         bound.size() <= max_size;
}

template <class... Ks>
class checker {
 public:
  checker(collider& c, ledger& log, const std::vector<std::string>& keys)
      : c_(c), log_(log), keys_(keys), views_(view<Ks>(keys)...) {}

  template <class K>
  void run() {
    const view<K>& v = std::get<view<K>>(views_);
    for (std::size_t round = 0; round != rounds_per_layout; ++round) {
      const tuple_of<K> base = pick_tuple<K>();
      [&]<std::size_t... I>(std::index_sequence<I...>) {
        (queries_on<K, I>(v, base), ...);
      }
      (std::make_index_sequence<K::field_count>{});
      if constexpr (K::field_count > 0) family<K>(pick_tuple<K>());
    }
  }

 private:
  template <class K>
  tuple_of<K> pick_tuple() {
    const auto& present = std::get<view<K>>(views_).present;
    if (present.empty() || c_.random().percent(15)) return draw_tuple<K>(c_);
    return present[c_.random().below(present.size())];
  }

  // Every key of the space: a key of K is selected exactly when `expected(values)`; a key of
  // another layout, when selected, begins with `within`; with `nothing`, no key is selected.
  template <class K, class Selects, class Expected, class What>
  void compare(const view<K>& v, std::string_view within, Selects selects, Expected expected,
               const What& what, bool nothing = false) {
    for (std::size_t i = 0; i != keys_.size(); ++i) {
      const bool chosen = selects(keys_[i]);
      const bool right = nothing        ? !chosen
                         : v.decoded[i] ? chosen == expected(*v.decoded[i])
                                        : !chosen || starts_with(keys_[i], within);
      log_.expect(right, [&] {
        return what() + "\n  key " + printable(keys_[i]) + (chosen ? " selected" : " missed");
      });
    }
    log_.memberships += keys_.size();
  }

  template <class K, std::size_t k>
  void queries_on(const view<K>& v, const tuple_of<K>& base) {
    using C = typename K::template codec_at<k>;
    const std::string within =
        with_leading<k>(base, [](const auto&... a) { return K::prefix(a...).text(); });
    const auto what = [&] {
      return std::string(K::pattern) + " leading " + std::to_string(k) + " of " + describe(base);
    };
    ++log_.prefixes;
    log_.expect(sound_bound(within, "", K::max_size) || within.empty(), what);
    compare(
        v, within, [&](std::string_view key) { return starts_with(key, within); },
        [&](const tuple_of<K>& t) { return same_leading<k>(t, base); }, what);
    if constexpr (kp::partial_codec<C>) {
      for (int i = 0; i != 3; ++i) partial<K, k>(v, base, within);
      for (int i = 0; i != 25; ++i) partial_acceptance<K, k>(base);
    }
    if constexpr (kp::ordered_codec<C>) ranges<K, k>(v, base, within);
  }

  template <class K, std::size_t k>
  void partial(const view<K>& v, const tuple_of<K>& base, const std::string& within) {
    using M = model<typename K::template codec_at<k>>;
    const auto next = std::get<k>(c_.random().percent(70) ? base : pick_tuple<K>());
    const bool junk = c_.random().percent(20);
    const std::string x = junk ? c_.mangle(M::leading(c_, next)) : M::leading(c_, next);
    const bool possible = !junk || M::possible(x);
    const auto p = with_leading<k>(
        base, [&](const auto&... a) { return K::try_prefix(a..., kp::partial(x)); });
    const auto what = [&] {
      return std::string(K::pattern) + " leading " + std::to_string(k) + " of " + describe(base) +
             ", partial " + printable(x) + " -> " +
             (p ? printable(p->text()) : p.error().message());
    };
    if (!log_.expect(p.has_value() == possible, what) || !p) return;
    ++log_.partials;
    // An empty first literal and partial value give the empty prefix, which begins every key.
    log_.expect(sound_bound(p->text(), within, K::max_size) || p->op() == kp::sort_operator::any,
                what);
    log_.expect(
        p->op() == (p->text().empty() ? kp::sort_operator::any : kp::sort_operator::begins_with),
        what);
    compare(
        v, within, [&](std::string_view key) { return starts_with(key, p->text()); },
        [&](const tuple_of<K>& t) {
          return same_leading<k>(t, base) && M::begins(std::get<k>(t), x);
        },
        what);
  }

  // A mangled partial value is accepted exactly when some value begins with it.
  template <class K, std::size_t k>
  void partial_acceptance(const tuple_of<K>& base) {
    using M = model<typename K::template codec_at<k>>;
    const std::string x = c_.mangle(M::leading(c_, std::get<k>(pick_tuple<K>())));
    const auto p = with_leading<k>(
        base, [&](const auto&... a) { return K::try_prefix(a..., kp::partial(x)); });
    ++log_.acceptance;
    log_.expect(M::possible(x) == p.has_value(), [&] {
      return std::string(K::pattern) + " field " + std::to_string(k) + ": partial " + printable(x) +
             (p ? " accepted" : " rejected");
    });
  }

  template <class K, std::size_t k>
  void ranges(const view<K>& v, const tuple_of<K>& base, const std::string& within) {
    using M = model<typename K::template codec_at<k>>;
    using value = typename M::value;
    std::vector<value> near;  // the field's values among keys with the same leading values
    for (const auto& t : v.present) {
      if (same_leading<k>(t, base)) near.push_back(std::get<k>(t));
    }
    const auto bound = [&]() -> value {
      const std::uint64_t how = c_.random().below(100);
      if (how < 45 && !near.empty()) return near[c_.random().below(near.size())];
      if (how < 60) return std::get<k>(pick_tuple<K>());
      if (how < 85) return M::draw(c_);
      return c_.random().percent(50) ? M::least() : M::greatest();
    };
    const value x = bound();
    one_range<K, k>(
        v, base, within, kp::greater(x), [&](const value& y) { return x < y; }, x == M::greatest(),
        "greater " + describe_value(x));
    one_range<K, k>(
        v, base, within, kp::at_least(x), [&](const value& y) { return !(y < x); }, false,
        "at_least " + describe_value(x));
    const value z = bound();
    one_range<K, k>(
        v, base, within, kp::less(z), [&](const value& y) { return y < z; }, z == M::least(),
        "less " + describe_value(z));
    one_range<K, k>(
        v, base, within, kp::at_most(z), [&](const value& y) { return !(z < y); }, false,
        "at_most " + describe_value(z));
    value lo = bound(), hi = c_.random().percent(25) ? lo : bound();
    if (hi < lo && c_.random().percent(70)) std::swap(lo, hi);
    const auto keep = [&](const value& y) { return !(y < lo) && !(hi < y); };
    const std::string name = "between " + describe_value(lo) + " and " + describe_value(hi);
    if (hi < lo) {
      const auto r = with_leading<k>(
          base, [&](const auto&... a) { return K::try_range(a..., kp::between(lo, hi)); });
      log_.expect(!r && r.error().code == kp::error_code::invalid_range, [&] {
        return std::string(K::pattern) + " " + describe(base) + ": inverted " + name;
      });
      ++log_.ranges;
    } else {
      one_range<K, k>(v, base, within, kp::between(lo, hi), keep, false, name);
    }
  }

  template <class K, std::size_t k, class Condition, class Keep>
  void one_range(const view<K>& v, const tuple_of<K>& base, const std::string& within,
                 const Condition& condition, Keep keep, bool nothing, const std::string& name) {
    const auto r =
        with_leading<k>(base, [&](const auto&... a) { return K::try_range(a..., condition); });
    const auto what = [&] {
      return std::string(K::pattern) + " leading " + std::to_string(k) + " of " + describe(base) +
             ", " + name + " -> " +
             (r ? printable(r->lower()) + " .. " + printable(r->upper()) : r.error().message());
    };
    if (!log_.expect(r.has_value(), what)) return;
    ++log_.ranges;
    log_.expect(r->lower().compare(r->upper()) <= 0 &&
                    sound_bound(r->lower(), within, K::max_size) &&
                    sound_bound(r->upper(), within, K::max_size),
                what);
    compare(
        v, within, [&](std::string_view key) { return inside(r->lower(), r->upper(), key); },
        [&](const tuple_of<K>& t) { return same_leading<k>(t, base) && keep(std::get<k>(t)); },
        what, nothing);
  }

  // The item and every key of a layout continuing K's template with the same values.
  template <class K>
  void family(const tuple_of<K>& values) {
    const auto q = std::apply([](const auto&... a) { return K::try_family(a...); }, values);
    const std::string key = encode_tuple<K>(values).value();
    const auto what = [&] {
      return std::string(K::pattern) + " family of " + describe(values) + " -> " +
             (!q ? q.error().message()
              : q->op() == kp::sort_operator::between
                  ? printable(q->lower()) + " .. " + printable(q->upper())
                  : "begins_with " + printable(q->text()));
    };
    if (!log_.expect(q.has_value(), what)) return;
    ++log_.families;
    const auto selects = [&](std::string_view sk) {
      const bool mine = q->op() == kp::sort_operator::between ? inside(q->lower(), q->upper(), sk)
                                                              : starts_with(sk, q->text());
      log_.expect(mine == q->selects(sk), what);
      return mine;
    };
    if (q->op() == kp::sort_operator::between) {
      log_.expect(q->lower().compare(q->upper()) <= 0 &&
                      sound_bound(q->lower(), key, K::max_size) &&
                      sound_bound(q->upper(), key, K::max_size + 1),
                  what);
    }
    compare(
        std::get<view<K>>(views_), key, selects, [&](const tuple_of<K>& t) { return t == values; },
        what);
    (
        [&] {
          if constexpr (continues<Ks, K>()) {
            compare(
                std::get<view<Ks>>(views_), key, selects,
                [&](const tuple_of<Ks>& t) { return same_leading<K::field_count>(t, values); },
                what);
          }
        }(),
        ...);
  }

  collider& c_;
  ledger& log_;
  const std::vector<std::string>& keys_;
  std::tuple<view<Ks>...> views_;
};

template <class... Ks>
void check_space(kp::table<Ks...>*, ledger& log) {
  collider c(run_seed());
  const key_space<Ks...> space(c, keys_per_layout);
  checker<Ks...> check(c, log, space.keys);
  (check.template run<Ks>(), ...);
  std::printf(
      "ranges: %zu prefixes, %zu partial prefixes (and %zu mangled partial values), %zu ranges, "
      "%zu family queries over %zu keys of %zu layouts: %zu (query, key) membership checks, %zu "
      "failures\n",
      log.prefixes, log.partials, log.acceptance, log.ranges, log.families, space.keys.size(),
      sizeof...(Ks), log.memberships, log.failures);
  std::fflush(stdout);
}

}  // namespace

TEST_CASE("properties: prefixes, ranges and families select exactly", "[properties][query]") {
  using namespace shared;
  STATIC_REQUIRE(continues<Task, Project>() && continues<UserOrder, User>() &&
                 continues<Reply, Comment>());
  STATIC_REQUIRE(!continues<Orders, OrderByName>() && !continues<OrderByDate, OrderByName>());
  STATIC_REQUIRE(kp::extends<Task, Project> && kp::extends<UserOrder, User> &&
                 kp::extends<Reply, Comment>);
  STATIC_REQUIRE(!kp::extends<Orders, OrderByName> && !kp::extends<OrderByDate, OrderByName> &&
                 !kp::extends<Project, Task>);
  ledger log;
  check_space(static_cast<table*>(nullptr), log);
  CHECK(log.memberships >= 10'000'000);
  CHECK(log.failures == 0);
}

TEST_CASE("properties: an inverted between throws key_error", "[properties][query]") {
  using shared::Task;
  bool thrown = false;
  try {
    (void)Task::range("p", kp::between(std::string("b"), std::string("a")));
  } catch (const kp::key_error&) {
    thrown = true;
  }
  CHECK(thrown);
}
