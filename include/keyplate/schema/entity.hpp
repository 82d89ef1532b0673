// keyplate: `entity<Name, fields<...>, keys<...>...>`: fields declared once, key templates per
// index, and everything built from one set of values: the keys, the item, the query. Each
// operation's compile-time checks are next to it, and each names the entity and the field or
// index in its diagnostic.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../detail/nth_argument.hpp"
#include "../detail/range_bounds.hpp"
#include "../dynamodb.hpp"
#include "../fixed_string.hpp"
#include "../query.hpp"
#include "../result.hpp"
#include "attributes.hpp"
#include "changes.hpp"
#include "errors.hpp"
#include "fields.hpp"
#include "item.hpp"
#include "keys.hpp"
#include "named_args.hpp"
#include "requests.hpp"
#include "shard.hpp"
#include "values.hpp"
#include "writes.hpp"

namespace keyplate {

namespace detail {
// The `keys<...>` of `Index` among `Keys`, void when none is.
template <class Index, class... Keys>
struct keys_of_index {
  using type = void;
};
template <class Index, class First, class... Rest>
struct keys_of_index<Index, First, Rest...>
    : std::conditional_t<std::is_same_v<typename First::index_type, Index>,
                         std::type_identity<First>, keys_of_index<Index, Rest...>> {};

// The first mistake in an entity's declaration, found by constant evaluation.
enum class declaration_problem : unsigned char {
  none,
  keys_twice,
  sort_template,
  undeclared_template_field,
  optional_in_primary,
  duplicate_field,
  field_like_key_attribute,
  shared_attribute_templates,
};
struct declaration_check {
  declaration_problem problem = declaration_problem::none;
  std::size_t at = 0;     // the keys<...>, field or sorted slot at fault
  std::size_t field = 0;  // undeclared_template_field: the template's field
  bool in_sort = false;   // undeclared_template_field: in the sort template
};

// The first mistake in a query's arguments: `at` is the argument, or for the partition
// problems the partition template's field.
enum class query_problem : unsigned char {
  none,
  unknown_field,
  sort_field_not_leading,
  condition_not_last,
  partition_field_missing,
  shard_field_missing,
  partition_condition,
};
struct query_check {
  query_problem problem = query_problem::none;
  std::size_t at = 0;
};

}  // namespace detail

template <fixed_string Name, class Fields, class... Keys>
struct entity {
  static_assert(schema_error<Name, "fields">,
                "keyplate: an entity's second argument is kp::fields<kp::field<...>, ...>");
};

/// An entity of a single-table design: its fields, each with a codec, and its key templates on
/// each index. Every key and attribute of an item comes from one `values`.
///
/// **Example**:
/// ```
/// using Order = kp::entity<"Order",
///     kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>>,
///     kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">>;
/// auto o = Order::make(kp::arg<"customerId">(42), kp::arg<"orderId">(100));
/// ddb::item it = Order::item(o);
/// ```
template <fixed_string Name, class... Fs, class... Keys>
struct entity<Name, fields<Fs...>, Keys...> {
  /// The entity's name, e.g. `"Order"`.
  static constexpr std::string_view name = Name.view();
  static constexpr auto name_text = Name;
  static constexpr std::size_t field_count = sizeof...(Fs);
  static constexpr std::array<std::string_view, sizeof...(Fs)> field_names{Fs::name.view()...};
  static constexpr std::array<bool, sizeof...(Fs)> field_optional{Fs::optional...};
  /// True for a computed field (`shard_field`), which `make` fills and no call takes.
  static constexpr std::array<bool, sizeof...(Fs)> field_computed{Fs::computed...};

  /// The position of the field named `n`; `field_count` when there is none.
  static constexpr std::size_t field_index(std::string_view n) noexcept {
    for (std::size_t i = 0; i != field_count; ++i) {
      if (field_names[i] == n) return i;
    }
    return field_count;
  }

  template <std::size_t I>
  using field_at = std::tuple_element_t<I, std::tuple<Fs...>>;
  template <std::size_t I>
  using codec_at = typename field_at<I>::codec_type;
  template <std::size_t I>
  using codec_or_string =
      typename std::conditional_t<(I < field_count),
                                  std::tuple_element<(I < field_count ? I : 0), std::tuple<Fs...>>,
                                  std::type_identity<field<"_", string<>>>>::type::codec_type;

  /// The values of one item.
  using values = entity_values<entity, std::tuple<detail::stored_value<Fs>...>>;

  /// Every `keys<...>` of the entity, in declaration order.
  using keys_list = std::tuple<Keys...>;
  /// The `keys<...>` of `Index`, void when the entity has none on it.
  template <class Index>
  using keys_on = typename detail::keys_of_index<Index, Keys...>::type;
  template <class Index>
  static constexpr bool has_index = !std::is_void_v<keys_on<Index>>;

 private:
  template <class K>
  struct layouts_of {
    using partition = detail::key_of<K::partition, entity>;
    using sort = std::conditional_t<K::sort.size() == 0, void, detail::key_of<K::sort, entity>>;
    // Written only when every field of both templates has a value.
    static constexpr bool sparse = [] {
      for (std::size_t i = 0; i != field_count; ++i) {
        if (field_optional[i] && (detail::template_fields<K::partition>::uses(field_names[i]) ||
                                  detail::template_fields<K::sort>::uses(field_names[i]))) {
          return true;
        }
      }
      return false;
    }();
  };
  struct no_layouts {
    using partition = void;
    using sort = void;
    static constexpr bool sparse = false;
  };

 public:
  /// The key layouts on `Index`: `partition` and `sort` (void when the index has no sort key),
  /// ordinary `kp::key` types over the fields' codecs, so sections 1-3 apply; `sparse` when a
  /// template uses an optional field.
  template <class Index>
  struct layout : std::conditional_t<has_index<Index>, layouts_of<keys_on<Index>>, no_layouts> {
    static_assert(has_index<Index> || schema_error<Name, Index::partition_text>,
                  "keyplate: the entity has no keys on this index");
  };

  // ---- make ------------------------------------------------------------------------
  /// The values of one item from `kp::arg<"field">(value)` arguments, in any order: each
  /// checked and made canonical by its codec (as decoding would return it). Every required
  /// field once, optional ones at most once; an optional field also takes a `std::optional`
  /// (empty: no value). Throws `key_error` for an invalid value.
  template <class... Args>
  static values make(const Args&... args) {
    return try_make(args...).value();
  }

  /// `make` without exceptions: the error names the field.
  template <class... Args>
  static result<values> try_make(const Args&... args) {
    if constexpr (!make_args_ok<Args...>()) {
      return codec_error(error_code::none);  // reported at compile time
    } else {
      values v;
      error err{};
      const bool ok = (assign(v, args, err) && ...);
      if (!ok) return err;
      if constexpr (has_computed) fill_computed(v);
      return v;
    }
  }

  // ---- keys ------------------------------------------------------------------------
  /// The item's keys on `Index`; for a sparse index a `std::optional`, empty when a field of
  /// its templates has no value.
  template <class Index>
  static auto key(const values& v) {
    using L = layout<Index>;
    if constexpr (L::sparse) {
      return present<keys_on<Index>>(v) ? std::optional<item_key>(key_texts<Index>(v))
                                        : std::optional<item_key>();
    } else {
      return key_texts<Index>(v);
    }
  }

  // ---- items -----------------------------------------------------------------------
  /// The item: the key attributes of every index whose keys are present, and every field with
  /// a value in its attribute form (`N` numbers, raw `S` strings, canonical text for ids and
  /// dates; a codec without an attribute form: `S` in its key form). A key attribute several
  /// indexes share (an inverted index's) is one attribute, present while any of them is.
  static dynamodb::item item(const values& v) {
    dynamodb::item it;
    it.reserve(slot_count);
    [&]<std::size_t... S>(std::index_sequence<S...>) {
      (emit<S>(it, v), ...);
    }
    (std::make_index_sequence<slot_count>{});
    return it;
  }

  /// The values of `it`, strictly: every field from its attribute (type and canonical form
  /// checked), and every key the fields define re-encoded and equal to its stored attribute;
  /// a key attribute without its fields is an error too. The error names the attribute
  /// (`missing_attribute`, `wrong_attribute_type`, `key_mismatch`, or the codec's error).
  /// Attributes that are neither fields nor keys of this entity are ignored.
  static result<values> decode_item(const dynamodb::item& it) {
    values v;
    error err{};
    const bool fields_ok = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (
          detail::read_field<codec_at<I>>(it, field_names[I], detail::slot<I>(v.fields_), err) &&
          ...);
    }
    (std::make_index_sequence<field_count>{});
    if (!fields_ok) return err;
    if constexpr (has_computed) {
      const bool computed_ok = [&]<std::size_t... I>(std::index_sequence<I...>) {
        return (check_computed<I>(v, err) && ...);
      }
      (std::make_index_sequence<field_count>{});
      if (!computed_ok) return err;
    }
    const bool keys_ok = [&]<std::size_t... K>(std::index_sequence<K...>) {
      return (check_slot<key_slots[K]>(it, v, err) && ...);
    }
    (std::make_index_sequence<key_slots.size()>{});
    if (!keys_ok) return err;
    return v;
  }

  /// The queries of every shard of `Index`, whose partition template uses a `shard_field`:
  /// `query<Index>(args..., kp::arg<"shard">(s))` for each shard `s` in order. Run them all
  /// (with the same `Limit` and direction) and merge their pages with `ddb::merge_sorted`.
  /// Throws `key_error` for an invalid value.
  template <class Index, class... Args>
  static auto scatter(const Args&... args) {
    return try_scatter<Index>(args...).value();
  }
  /// `scatter` without exceptions.
  template <class Index, class... Args>
  static auto try_scatter(const Args&... args) {
    constexpr std::size_t f = shard_of_index<Index>();
    constexpr bool sharded = require_sharded<Index::partition_text, (f < field_count)>();
    using shard = field_at<(f < field_count ? f : 0)>;
    using out = std::array<dynamodb::query_parts, shard_count<shard>()>;
    if constexpr (!sharded) {
      return result<out>(codec_error(error_code::none));  // reported above
    } else if constexpr (!require_shard_not_given<shard::name, [] {
                           if constexpr ((detail::is_named_value<Args> && ...)) {
                             return ((Args::name.view() != shard::name.view()) && ...);
                           } else {
                             return true;  // query reports the argument
                           }
                         }()>()) {
      return result<out>(codec_error(error_code::none));  // reported above
    } else {
      out queries;
      for (std::size_t s = 0; s != queries.size(); ++s) {
        const std::uint64_t number = s;
        result<dynamodb::query_parts> q =
            try_query<Index>(args..., keyplate::arg<shard::name>(number));
        if (!q) return result<out>(q.error());
        queries[s] = std::move(*q);
      }
      return result<out>(std::move(queries));
    }
  }

  // ---- writes ----------------------------------------------------------------------
  /// A PutItem that creates the item and fails (`ConditionalCheckFailedException`) when one
  /// with its primary key exists: `item(v)` and `attribute_not_exists(#pk)`.
  static dynamodb::put_parts put(const values& v) { return writes::put(v, true); }
  /// A PutItem that creates or overwrites the item.
  static dynamodb::put_parts put(const values& v, dynamodb::replace_t) {
    return writes::put(v, false);
  }

  /// The `Key` of a GetItem: exactly the primary key fields, `kp::arg<"field">(value)` in any
  /// order. Throws `key_error` for an invalid value.
  template <class... Args>
  static dynamodb::key_parts get(const Args&... args) {
    return try_get(args...).value();
  }
  /// `get` without exceptions: the error names the field.
  template <class... Args>
  static result<dynamodb::key_parts> try_get(const Args&... args) {
    return writes::template key<"get">(args...);
  }
  /// The `Key` of a DeleteItem, as `get`.
  template <class... Args>
  static dynamodb::key_parts remove(const Args&... args) {
    return try_remove(args...).value();
  }
  /// `remove` without exceptions.
  template <class... Args>
  static result<dynamodb::key_parts> try_remove(const Args&... args) {
    return writes::template key<"remove">(args...);
  }

  /// An UpdateItem of the item with these primary key fields (`kp::arg`): each `kp::set<"f">(v)`
  /// and `kp::unset<"f">` (optional fields), and every key attribute of another index built
  /// from a changed field, rebuilt (SET) or, when its index loses a field, removed. A rebuilt
  /// key's other fields come from the primary key, a `set`, or `kp::known<"f">(v)`: the current
  /// value, checked by the condition (`#f = :f`) and never written. The condition also needs
  /// the item to exist, so an update never creates. The primary key never changes: use `move`.
  /// Throws `key_error` for an invalid value.
  template <class... Args>
  static dynamodb::update_parts update(const Args&... args) {
    return try_update(args...).value();
  }
  /// `update` without exceptions: the error names the field.
  template <class... Args>
  static result<dynamodb::update_parts> try_update(const Args&... args) {
    return writes::update(args...);
  }

  /// A TransactWriteItems that moves the item `from` to the primary key of `to`: delete `from`
  /// (which must exist), put `to` (which must not). Throws `key_error`
  /// (`same_primary_key`) when both have the same primary key: that is an update or a put.
  static dynamodb::transaction_parts move(const values& from, const values& to) {
    return try_move(from, to).value();
  }
  /// `move` without exceptions.
  static result<dynamodb::transaction_parts> try_move(const values& from, const values& to) {
    return writes::move(from, to);
  }

  // ---- queries ---------------------------------------------------------------------
  /// The Query of `Index` for `args` (`kp::arg<"field">(value)`, any order): every field of the
  /// partition template, then leading fields of the sort template, the last of which may be a
  /// condition (`kp::partial`, `kp::greater`, ... `kp::between`). All sort fields: `=`; some:
  /// the exact prefix or range; none: every item of the partition with this entity's sort
  /// prefix. Throws `key_error` for an invalid value.
  template <class Index, class... Args>
  static dynamodb::query_parts query(const Args&... args) {
    return try_query<Index>(args...).value();
  }

  /// `query` without exceptions.
  template <class Index, class... Args>
  static result<dynamodb::query_parts> try_query(const Args&... args) {
    if constexpr (!query_args_ok<Index, Args...>()) {
      return codec_error(error_code::none);  // reported at compile time
    } else {
      using K = keys_on<Index>;
      using L = layout<Index>;
      result<std::string> pk = [&]<std::size_t... I>(std::index_sequence<I...>) {
        return L::partition::try_encode(
            detail::nth_argument<detail::arg_position<Args...>(
                detail::template_fields<K::partition>::name(I))>(args...)
                .value...);
      }
      (std::make_index_sequence<detail::template_fields<K::partition>::count>{});
      if (!pk) return pk.error();
      result<key_condition> sort = sort_condition<Index>(args...);
      if (!sort) return sort.error();
      return dynamodb::try_query(*pk, *sort, Index::key_schema());
    }
  }

 private:
  friend struct detail::entity_writes<entity>;
  using writes = detail::entity_writes<entity>;
  static values blank() { return values{}; }

  // ---- the attributes of an item ----------------------------------------------------
  // One attribute an item may have: a field, or the partition or sort key of keys #index.
  enum class slot_kind : unsigned char { field, partition, sort };
  struct slot {
    slot_kind kind;
    std::size_t index;
  };
  static constexpr std::size_t sort_templates = ((Keys::sort.size() != 0 ? 1 : 0) + ... + 0);
  template <std::size_t K>
  using keys_at = std::tuple_element_t<K, std::tuple<Keys...>>;
  static constexpr std::array<std::string_view, sizeof...(Keys)> partition_attributes{
      Keys::index_type::partition_attribute...};
  static constexpr std::array<std::string_view, sizeof...(Keys)> sort_attributes{
      Keys::index_type::sort_attribute...};
  static constexpr std::array<std::string_view, sizeof...(Keys)> partition_patterns{
      Keys::partition.view()...};
  static constexpr std::array<std::string_view, sizeof...(Keys)> sort_patterns{
      Keys::sort.view()...};
  static constexpr std::string_view slot_name(const slot& s) noexcept {
    switch (s.kind) {
      case slot_kind::field:
        return field_names[s.index];
      case slot_kind::partition:
        return partition_attributes[s.index];
      case slot_kind::sort:
        return sort_attributes[s.index];
    }
    return {};
  }
  // The key template that fills a key slot (empty for a field).
  static constexpr std::string_view slot_template(const slot& s) noexcept {
    return s.kind == slot_kind::partition ? partition_patterns[s.index]
           : s.kind == slot_kind::sort    ? sort_patterns[s.index]
                                          : std::string_view();
  }
  // Every field and key attribute, sorted by name at compile time. Two indexes may share a key
  // attribute (an inverted index's partition is the table's sort key), so a name can repeat.
  static constexpr std::size_t named_slots = field_count + sizeof...(Keys) + sort_templates;
  static constexpr std::array<slot, named_slots> sorted_slots = [] {
    std::array<slot, named_slots> out{};
    std::size_t n = 0;
    for (std::size_t i = 0; i != field_count; ++i) out[n++] = {slot_kind::field, i};
    constexpr std::array<bool, sizeof...(Keys)> has_sort{(Keys::sort.size() != 0)...};
    for (std::size_t k = 0; k != sizeof...(Keys); ++k) {
      out[n++] = {slot_kind::partition, k};
      if (has_sort[k]) out[n++] = {slot_kind::sort, k};
    }
    std::sort(out.begin(), out.end(), [](const slot& a, const slot& b) {
      if (slot_name(a) != slot_name(b)) return slot_name(a) < slot_name(b);
      return a.kind != b.kind ? a.kind < b.kind : a.index < b.index;
    });
    return out;
  }();
  static constexpr bool repeats_previous(std::size_t at) noexcept {
    return at != 0 && slot_name(sorted_slots[at]) == slot_name(sorted_slots[at - 1]);
  }
  // The attributes of an item, each name once (a shared key attribute has one template, checked
  // below), so `item` appends them in order.
  static constexpr std::size_t slot_count = [] {
    std::size_t n = 0;
    for (std::size_t i = 0; i != named_slots; ++i) n += repeats_previous(i) ? 0 : 1;
    return n;
  }();
  static constexpr std::array<slot, slot_count> slots = [] {
    std::array<slot, slot_count> out{};
    std::size_t n = 0;
    for (std::size_t i = 0; i != named_slots; ++i) {
      if (!repeats_previous(i)) out[n++] = sorted_slots[i];
    }
    return out;
  }();
  // The positions in `slots` of the key attributes (what decode_item checks after the fields).
  static constexpr std::size_t key_slot_count = [] {
    std::size_t n = 0;
    for (const slot& s : slots) n += s.kind == slot_kind::field ? 0 : 1;
    return n;
  }();
  static constexpr std::array<std::size_t, key_slot_count> key_slots = [] {
    std::array<std::size_t, key_slot_count> out{};
    std::size_t n = 0;
    for (std::size_t i = 0; i != slot_count; ++i) {
      if (slots[i].kind != slot_kind::field) out[n++] = i;
    }
    return out;
  }();
  // For each of `slots`: bit k set when the k-th keys<...> fill that attribute (none: a field).
  static constexpr std::array<std::uint64_t, slot_count> slot_sharers = [] {
    static_assert(sizeof...(Keys) <= 64, "keyplate: an entity has keys on at most 64 indexes");
    std::array<std::uint64_t, slot_count> out{};
    for (std::size_t u = 0; u != slot_count; ++u) {
      for (const slot& s : sorted_slots) {
        if (s.kind != slot_kind::field && slot_name(s) == slot_name(slots[u])) {
          out[u] |= std::uint64_t{1} << s.index;
        }
      }
    }
    return out;
  }();
  // Slot #S's key template (the same for every index sharing the attribute: checked below).
  template <std::size_t S>
  static constexpr auto slot_pattern() {
    constexpr slot s = slots[S];
    if constexpr (s.kind == slot_kind::partition) {
      return keys_at<s.index>::partition;
    } else {
      return keys_at<s.index>::sort;
    }
  }
  // Whether key slot #s is written for every item: when an index it belongs to is not sparse.
  static constexpr bool slot_always_written(std::size_t s) noexcept {
    constexpr std::array<bool, sizeof...(Keys)> sparse{layouts_of<Keys>::sparse...};
    for (std::size_t k = 0; k != sizeof...(Keys); ++k) {
      if ((slot_sharers[s] >> k & 1u) != 0 && !sparse[k]) return true;
    }
    return false;
  }
  // Whether key slot #S is written: when any index it belongs to has all its fields.
  template <std::size_t S>
  static bool slot_present(const values& v) {
    return [&]<std::size_t... K>(std::index_sequence<K...>) {
      return (((slot_sharers[S] >> K & 1u) != 0 && present<keys_at<K>>(v)) || ...);
    }
    (std::make_index_sequence<sizeof...(Keys)>{});
  }

  // Slot `s`'s attribute name as a template argument, for diagnostics.
  template <slot s>
  static constexpr auto slot_text() {
    if constexpr (s.kind == slot_kind::field) {
      return field_at<s.index>::name;
    } else if constexpr (s.kind == slot_kind::partition) {
      return keys_at<s.index>::index_type::partition_text;
    } else {
      return keys_at<s.index>::index_type::sort_text;
    }
  }

  // ---- compile-time checks ---------------------------------------------------------
  // The declaration is checked by constant evaluation over its names, with no template per
  // field, key or attribute, and the first mistake found is reported by the helper for its
  // kind, instantiated for that mistake only. Each helper takes the name as a template
  // parameter, so that every compiler prints the name itself in the diagnostic.
  template <class K>
  static constexpr detail::declaration_check check_keys(std::size_t k) noexcept {
    using Index = typename K::index_type;
    using P = detail::template_fields<K::partition>;
    using S = detail::template_fields<K::sort>;
    using enum detail::declaration_problem;
    if (!std::is_same_v<keys_on<Index>, K>) return {keys_twice, k};
    if ((K::sort.size() != 0) != Index::has_sort) return {sort_template, k};
    for (std::size_t i = 0; i != P::count; ++i) {
      if (field_index(P::name(i)) == field_count) return {undeclared_template_field, k, i, false};
    }
    for (std::size_t i = 0; i != S::count; ++i) {
      if (field_index(S::name(i)) == field_count) return {undeclared_template_field, k, i, true};
    }
    for (std::size_t f = 0; f != field_count && Index::is_table; ++f) {
      if (field_optional[f] && (P::uses(field_names[f]) || S::uses(field_names[f]))) {
        return {optional_in_primary, k};
      }
    }
    return {};
  }
  static constexpr detail::declaration_check check_declaration() noexcept {
    using enum detail::declaration_problem;
    std::size_t k = 0;
    const std::array<detail::declaration_check, sizeof...(Keys)> each_keys{
        check_keys<Keys>(k++)...};
    for (const detail::declaration_check& c : each_keys) {
      if (c.problem != none) return c;
    }
    for (std::size_t f = 0; f != field_count; ++f) {
      if (field_index(field_names[f]) != f) return {duplicate_field, f};
      for (std::size_t i = 0; i != sizeof...(Keys); ++i) {
        if (field_names[f] == partition_attributes[i] || field_names[f] == sort_attributes[i]) {
          return {field_like_key_attribute, f};
        }
      }
    }
    for (std::size_t s = 1; s < named_slots; ++s) {
      if (repeats_previous(s) &&
          slot_template(sorted_slots[s]) != slot_template(sorted_slots[s - 1])) {
        return {shared_attribute_templates, s};
      }
    }
    return {};
  }
  template <detail::declaration_check C>
  static constexpr bool report_declaration() {
    using enum detail::declaration_problem;
    if constexpr (C.problem == keys_twice) {
      return report_keys_twice<keys_at<C.at>::index_type::partition_text>();
    } else if constexpr (C.problem == sort_template) {
      return report_sort_template<keys_at<C.at>::index_type::partition_text>();
    } else if constexpr (C.problem == undeclared_template_field && C.in_sort) {
      return report_undeclared_field<
          detail::template_fields<keys_at<C.at>::sort>::template name_text<C.field>()>();
    } else if constexpr (C.problem == undeclared_template_field) {
      return report_undeclared_field<
          detail::template_fields<keys_at<C.at>::partition>::template name_text<C.field>()>();
    } else if constexpr (C.problem == optional_in_primary) {
      return report_optional_in_primary<keys_at<C.at>::index_type::partition_text>();
    } else if constexpr (C.problem == duplicate_field) {
      return report_duplicate_field<field_at<C.at>::name>();
    } else if constexpr (C.problem == field_like_key_attribute) {
      return report_key_named_field<field_at<C.at>::name>();
    } else {
      return report_shared_attribute_templates<slot_text<sorted_slots[C.at]>()>();
    }
  }
  template <fixed_string Field>
  static constexpr bool report_duplicate_field() {
    static_assert(schema_error<Name, Field>, "keyplate: two fields of the entity have this name");
    return false;
  }
  template <fixed_string Field>
  static constexpr bool report_undeclared_field() {
    static_assert(schema_error<Name, Field>,
                  "keyplate: a key template names a field the entity does not declare");
    return false;
  }
  template <fixed_string Index>
  static constexpr bool report_keys_twice() {
    static_assert(schema_error<Name, Index>,
                  "keyplate: the entity gives keys for this index twice");
    return false;
  }
  template <fixed_string Index>
  static constexpr bool report_sort_template() {
    static_assert(schema_error<Name, Index>,
                  "keyplate: a sort key template is needed exactly when the index has a sort key");
    return false;
  }
  template <fixed_string Index>
  static constexpr bool report_optional_in_primary() {
    static_assert(schema_error<Name, Index>,
                  "keyplate: the primary key must not use an optional field");
    return false;
  }
  template <fixed_string Field>
  static constexpr bool report_key_named_field() {
    static_assert(schema_error<Name, Field>,
                  "keyplate: a field is named like a key attribute of an index");
    return false;
  }
  template <fixed_string Attribute>
  static constexpr bool report_shared_attribute_templates() {
    static_assert(schema_error<Name, Attribute>,
                  "keyplate: two indexes share this key attribute but the entity gives them "
                  "different templates for it");
    return false;
  }
  // Whether a table key template uses the field named `n`.
  static constexpr bool primary_uses(std::string_view n) noexcept {
    return ((Keys::index_type::is_table && (detail::template_fields<Keys::partition>::uses(n) ||
                                            detail::template_fields<Keys::sort>::uses(n))) ||
            ...);
  }
  // A shard field's sources: declared, required fields of the primary key.
  template <std::size_t F>
  static constexpr bool check_shard() {
    if constexpr (!field_computed[F]) {
      return true;
    } else {
      constexpr bool declared = std::ranges::all_of(
          field_at<F>::sources,
          [](std::string_view source) { return field_index(source) < field_count; });
      if constexpr (!require_shard_sources_declared<field_at<F>::name, declared>()) {
        return false;
      } else {
        constexpr bool primary = [] {
          for (std::string_view source : field_at<F>::sources) {
            const std::size_t i = field_index(source);
            if (field_computed[i] || field_optional[i] || !primary_uses(source)) return false;
          }
          return true;
        }();
        return require_shard_sources_primary<field_at<F>::name, primary>();
      }
    }
  }
  template <fixed_string Field, bool Declared>
  static constexpr bool require_shard_sources_declared() {
    static_assert(Declared || schema_error<Name, Field>,
                  "keyplate: a shard field names a source the entity does not declare");
    return Declared;
  }
  template <fixed_string Field, bool Primary>
  static constexpr bool require_shard_sources_primary() {
    static_assert(Primary || schema_error<Name, Field>,
                  "keyplate: a shard field's sources must be fields of the primary key (so an "
                  "item's shard never changes)");
    return Primary;
  }
  static constexpr bool shards_ok() {
    if constexpr (!(Fs::computed || ...)) {
      return true;
    } else {
      return [&]<std::size_t... F>(std::index_sequence<F...>) {
        return (check_shard<F>() && ...);
      }
      (std::make_index_sequence<field_count>{});
    }
  }
  static constexpr bool has_table_keys = ((Keys::index_type::is_table) || ...);
  static_assert(has_table_keys || schema_error<Name, "primary key">,
                "keyplate: the entity needs kp::keys on the base table (an index without a name)");
  static constexpr detail::declaration_check declaration = check_declaration();
  static constexpr bool checks_ok = [] {
    if constexpr (declaration.problem != detail::declaration_problem::none) {
      return report_declaration<declaration>();
    } else {
      return shards_ok();
    }
  }();

 public:
  /// True when the entity passed every check (a failure is a compile error naming the first
  /// mistake of the declaration).
  static constexpr bool valid = checks_ok;
  // Runs every check above when the entity is first used (a failure reports itself).
  static_assert(checks_ok || !checks_ok);

 private:
  // ---- make ------------------------------------------------------------------------
  // A call's arguments are checked like the declaration: constant evaluation over their names
  // finds the first mistake, and only that one instantiates the helper that reports it.
  template <std::size_t N>
  static constexpr std::size_t first_unknown(const std::array<std::string_view, N>& names) {
    for (std::size_t i = 0; i != N; ++i) {
      if (field_index(names[i]) == field_count) return i;
    }
    return N;
  }
  template <std::size_t N>
  static constexpr std::size_t first_computed(const std::array<std::string_view, N>& names) {
    for (std::size_t i = 0; i != N; ++i) {
      if (field_computed[field_index(names[i])]) return i;
    }
    return N;
  }
  // The first required field none of `names` gives; `field_count` when every one is given.
  template <std::size_t N>
  static constexpr std::size_t first_missing(const std::array<std::string_view, N>& names) {
    for (std::size_t f = 0; f != field_count; ++f) {
      if (field_optional[f] || field_computed[f]) continue;
      if (std::find(names.begin(), names.end(), field_names[f]) == names.end()) return f;
    }
    return field_count;
  }
  // The names of a call's `kp::arg`s: each a field, none computed, none twice.
  template <class... Args>
  static constexpr bool names_ok() {
    constexpr std::array<std::string_view, sizeof...(Args)> names{Args::name.view()...};
    constexpr std::size_t unknown = first_unknown(names);
    // The branches that stop at a failed check are alike on purpose.
    // NOLINTBEGIN(bugprone-branch-clone)
    if constexpr (unknown != names.size()) {
      return report_unknown_field<detail::arg_at<unknown, Args...>::name>();
    } else if constexpr (first_computed(names) != names.size()) {
      return report_computed_given<detail::arg_at<first_computed(names), Args...>::name>();
    } else if constexpr (detail::first_repeated(names) != names.size()) {
      return report_repeated_field<detail::arg_at<detail::first_repeated(names), Args...>::name>();
    } else {
      return true;
    }
    // NOLINTEND(bugprone-branch-clone)
  }
  template <class... Args>
  static constexpr bool make_args_ok() {
    constexpr bool named = (detail::is_named_value<Args> && ...);
    static_assert(named || schema_error<Name, "make">,
                  "keyplate: make takes kp::arg<\"field\">(value) arguments");
    // NOLINTBEGIN(bugprone-branch-clone)
    if constexpr (!named) {
      return false;
    } else if constexpr (!names_ok<Args...>()) {
      return false;
    } else {
      constexpr std::size_t untyped = detail::first_false<sizeof...(Args)>({value_fits<Args>()...});
      constexpr std::size_t missing = first_missing<sizeof...(Args)>({Args::name.view()...});
      if constexpr (untyped != sizeof...(Args)) {
        return check_value_type<detail::arg_at<untyped, Args...>>();
      } else if constexpr (missing != field_count) {
        return report_missing_field<field_at<missing>::name>();
      } else {
        return true;
      }
    }
    // NOLINTEND(bugprone-branch-clone)
  }
  // Whether `Arg`'s value is one its field's codec takes (for an optional field, also a
  // `std::optional` of one).
  template <class Arg>
  static constexpr bool value_fits() {
    constexpr std::size_t i = field_index(Arg::name.view());
    using C = codec_at<i>;
    using given = detail::optional_argument<typename Arg::value_type>;
    using V = std::conditional_t<field_optional[i] && given::is_optional,
                                 typename given::value_type, typename Arg::value_type>;
    return requires(char* out, const V& value) {
      C::encode(out, value);
    };
  }
  template <class Arg>
  static constexpr bool check_value_type() {
    return require_value_type<Arg::name, value_fits<Arg>()>();
  }
  template <fixed_string Field, bool Fits>
  static constexpr bool require_value_type() {
    static_assert(Fits || schema_error<Name, Field>,
                  "keyplate: the value's type is not one the field's codec takes");
    return Fits;
  }
  template <fixed_string Arg>
  static constexpr bool report_unknown_field() {
    static_assert(schema_error<Name, Arg>, "keyplate: the entity has no field of this name");
    return false;
  }
  template <fixed_string Arg>
  static constexpr bool report_computed_given() {
    static_assert(schema_error<Name, Arg>,
                  "keyplate: this field is computed (a shard field): it is never given");
    return false;
  }
  template <fixed_string Arg>
  static constexpr bool report_repeated_field() {
    static_assert(schema_error<Name, Arg>, "keyplate: a field is given twice");
    return false;
  }
  template <fixed_string Field>
  static constexpr bool report_missing_field() {
    static_assert(schema_error<Name, Field>, "keyplate: make: a required field is missing");
    return false;
  }
  template <class Arg>
  static bool assign(values& v, const Arg& arg, error& err) {
    constexpr std::size_t i = field_index(Arg::name.view());
    if constexpr (field_optional[i] &&
                  detail::optional_argument<typename Arg::value_type>::is_optional) {
      if (!arg.value) return true;  // no value: the field stays empty
      return assign_value<i>(v, *arg.value, err);
    } else {
      return assign_value<i>(v, arg.value, err);
    }
  }
  template <std::size_t I, class V>
  KEYPLATE_ALWAYS_INLINE static bool assign_value(values& v, const V& value, error& err) {
    return detail::assign_field<codec_at<I>>(detail::slot<I>(v.fields_), value, field_names[I],
                                             err);
  }

  // ---- computed fields (shards) ------------------------------------------------------
  // Field #F's value from its sources, which `v` holds (a computed field only).
  template <std::size_t F>
  static std::uint64_t computed_value(const values& v) {
    using Shard = field_at<F>;
    detail::shard_hash h;
    [&]<std::size_t... J>(std::index_sequence<J...>) {
      (add_source<field_index(Shard::sources[J])>(h, v), ...);
    }
    (std::make_index_sequence<Shard::sources.size()>{});
    return h.shard(Shard::shards);
  }
  template <std::size_t I>
  static void add_source(detail::shard_hash& h, const values& v) {
    using C = codec_at<I>;
    char buffer[C::max_size > 0 ? C::max_size : 1];
    // Canonical values encode.
    const result<char*> end = C::encode(buffer, value_of<I>(v));
    h.add_source(std::string_view(buffer, static_cast<std::size_t>(*end - buffer)));
  }
  static constexpr bool has_computed = (Fs::computed || ...);
  static void fill_computed(values& v) {
    if constexpr (has_computed) {
      [&]<std::size_t... F>(std::index_sequence<F...>) {
        (fill_computed_field<F>(v), ...);
      }
      (std::make_index_sequence<field_count>{});
    }
  }
  template <std::size_t F>
  static void fill_computed_field(values& v) {
    if constexpr (field_computed[F]) detail::slot<F>(v.fields_) = computed_value<F>(v);
  }
  // A computed field read from an item must be what its sources give.
  template <std::size_t F>
  static bool check_computed(const values& v, error& err) {
    if constexpr (!field_computed[F]) {
      return true;
    } else {
      if (detail::slot<F>(v.fields_) == computed_value<F>(v)) return true;
      err = detail::attribute_error(error_code::key_mismatch, field_names[F]);
      return false;
    }
  }
  // The shard field that `Index`'s partition template uses; `field_count` when none.
  template <class Index>
  static constexpr std::size_t shard_of_index() {
    if constexpr (!has_index<Index>) {
      return field_count;
    } else {
      for (std::size_t f = 0; f != field_count; ++f) {
        if (field_computed[f] &&
            detail::template_fields<keys_on<Index>::partition>::uses(field_names[f])) {
          return f;
        }
      }
      return field_count;
    }
  }
  template <fixed_string Field, bool NotGiven>
  static constexpr bool require_shard_not_given() {
    static_assert(NotGiven || schema_error<Name, Field>,
                  "keyplate: scatter: the shard is not given (scatter queries every shard)");
    return NotGiven;
  }
  template <fixed_string Index, bool Sharded>
  static constexpr bool require_sharded() {
    static_assert(Sharded || schema_error<Name, Index>,
                  "keyplate: scatter: the index's partition template uses no shard field");
    return Sharded;
  }
  template <class F>
  static constexpr std::size_t shard_count() {
    if constexpr (F::computed) {
      return F::shards;
    } else {
      return 1;
    }
  }

  // ---- keys ------------------------------------------------------------------------
  // Field #I's value (an optional field's only when it has one). The per-field steps here and
  // below are forced inline: at -O0 each would otherwise be a function of its own, for every
  // field of every entity.
  template <std::size_t I>
  KEYPLATE_ALWAYS_INLINE static const auto& value_of(const values& v) noexcept {
    return detail::stored_value_of(detail::slot<I>(v.fields_));
  }
  template <std::size_t F>
  KEYPLATE_ALWAYS_INLINE static bool field_present(const values& v) noexcept {
    return detail::stored_has_value(detail::slot<F>(v.fields_));
  }
  // Whether keys K are written: every optional field of its templates has a value.
  template <class K>
  static bool present(const values& v) {
    static constexpr std::array<bool, field_count> needed = [] {
      std::array<bool, field_count> out{};
      for (std::size_t f = 0; f != field_count; ++f) {
        out[f] =
            field_optional[f] && (detail::template_fields<K::partition>::uses(field_names[f]) ||
                                  detail::template_fields<K::sort>::uses(field_names[f]));
      }
      return out;
    }();
    return [&]<std::size_t... F>(std::index_sequence<F...>) KEYPLATE_INLINE_LAMBDA {
      return ((!needed[F] || field_present<F>(v)) && ...);
    }
    (std::make_index_sequence<field_count>{});
  }
  // The key of `Pattern` for `v`, whose values are canonical, so encoding cannot fail.
  template <fixed_string Pattern>
  static std::string encode_template(const values& v) {
    using T = detail::template_fields<Pattern>;
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return detail::key_of<Pattern, entity>::encode(value_of<field_index(T::name(I))>(v)...);
    }
    (std::make_index_sequence<T::count>{});
  }
  template <class Index>
  static item_key key_texts(const values& v) {
    using K = keys_on<Index>;
    item_key k;
    k.partition = encode_template<K::partition>(v);
    if constexpr (K::sort.size() != 0) k.sort = encode_template<K::sort>(v);
    return k;
  }

  // ---- items -----------------------------------------------------------------------
  // Slot #S of `slots`: a field with a value, or a key attribute when an index it belongs to is
  // present.
  template <std::size_t S>
  static void emit(dynamodb::item& it, const values& v) {
    constexpr slot s = slots[S];
    if constexpr (s.kind == slot_kind::field) {
      if (!field_present<s.index>(v)) return;
      it.append(field_names[s.index],
                detail::to_item_attribute<codec_at<s.index>>(value_of<s.index>(v)));
    } else {
      if constexpr (!slot_always_written(S)) {
        if (!slot_present<S>(v)) return;
      }
      it.append(slot_name(s), {attribute_kind::S, encode_template<slot_pattern<S>()>(v)});
    }
  }

  template <std::size_t S>
  static bool check_slot(const dynamodb::item& it, const values& v, error& err) {
    constexpr slot s = slots[S];  // a key attribute (fields are read by read_field)
    if constexpr (!slot_always_written(S)) {
      if (!slot_present<S>(v)) return detail::check_key_attribute(it, slot_name(s), nullptr, err);
    }
    const std::string expected = encode_template<slot_pattern<S>()>(v);
    return detail::check_key_attribute(it, slot_name(s), &expected, err);
  }

  // ---- queries ---------------------------------------------------------------------
  template <class K, class... Args>
  static constexpr detail::query_check check_query() noexcept {
    using P = detail::template_fields<K::partition>;
    using S = detail::template_fields<K::sort>;
    using enum detail::query_problem;
    constexpr std::array<std::string_view, sizeof...(Args)> names{Args::name.view()...};
    constexpr std::array<bool, sizeof...(Args)> plain{detail::is_plain_value<Args>...};
    constexpr std::size_t leading = detail::leading_fields_given<K::sort, Args...>();
    for (std::size_t i = 0; i != names.size(); ++i) {
      if (P::uses(names[i])) continue;
      if (!S::uses(names[i])) return {unknown_field, i};
      std::size_t j = 0;
      while (S::name(j) != names[i]) ++j;
      if (j >= leading) return {sort_field_not_leading, i};
      if (j + 1 != leading && !plain[i]) return {condition_not_last, i};
    }
    for (std::size_t p = 0; p != P::count; ++p) {
      const std::size_t at = detail::arg_position<Args...>(P::name(p));
      if (at == names.size()) {
        const std::size_t f = field_index(P::name(p));
        return {
            f < field_count && field_computed[f] ? shard_field_missing : partition_field_missing,
            p};
      }
      if (!plain[at]) return {partition_condition, p};
    }
    return {};
  }
  template <class K, detail::query_check C, class... Args>
  static constexpr bool report_query() {
    using enum detail::query_problem;
    if constexpr (C.problem == unknown_field || C.problem == sort_field_not_leading ||
                  C.problem == condition_not_last) {
      return query_error<C.problem, detail::arg_at<C.at, Args...>::name>();
    } else {
      return query_error<C.problem,
                         detail::template_fields<K::partition>::template name_text<C.at>()>();
    }
  }
  // (One helper per message: clang prints a static_assert's condition, which must not name
  // the library's internals.)
  template <detail::query_problem Problem, fixed_string Field>
  static constexpr bool query_error() {
    using enum detail::query_problem;
    if constexpr (Problem == unknown_field) {
      return report_query_field_unknown<Field>();
    } else if constexpr (Problem == sort_field_not_leading) {
      return report_sort_field_not_leading<Field>();
    } else if constexpr (Problem == condition_not_last) {
      return report_condition_not_last<Field>();
    } else if constexpr (Problem == partition_field_missing) {
      return report_partition_field_missing<Field>();
    } else if constexpr (Problem == shard_field_missing) {
      return report_shard_field_missing<Field>();
    } else {
      return report_partition_condition<Field>();
    }
  }
  template <fixed_string Field>
  static constexpr bool report_query_field_unknown() {
    static_assert(schema_error<Name, Field>,
                  "keyplate: query: this field is in neither key template of the index");
    return false;
  }
  template <fixed_string Field>
  static constexpr bool report_sort_field_not_leading() {
    static_assert(schema_error<Name, Field>,
                  "keyplate: query: a sort key field is given but an earlier field of its "
                  "template is not (give leading fields, in template order)");
    return false;
  }
  template <fixed_string Field>
  static constexpr bool report_condition_not_last() {
    static_assert(schema_error<Name, Field>,
                  "keyplate: query: only the last sort key field given may be a condition");
    return false;
  }
  template <fixed_string Field>
  static constexpr bool report_partition_field_missing() {
    static_assert(schema_error<Name, Field>,
                  "keyplate: query: a field of the partition key template is missing");
    return false;
  }
  template <fixed_string Field>
  static constexpr bool report_shard_field_missing() {
    static_assert(schema_error<Name, Field>,
                  "keyplate: query: the partition key uses this shard field: scatter<Index> "
                  "queries every shard (or give kp::arg for one shard)");
    return false;
  }
  template <fixed_string Field>
  static constexpr bool report_partition_condition() {
    static_assert(schema_error<Name, Field>,
                  "keyplate: query: a partition key field takes a value, not a condition");
    return false;
  }

  template <class Index, class... Args>
  static constexpr bool query_args_ok() {
    static_assert(has_index<Index> || schema_error<Name, Index::partition_text>,
                  "keyplate: query: the entity has no keys on this index");
    constexpr bool named = (detail::is_named_value<Args> && ...);
    static_assert(named || schema_error<Name, "query">,
                  "keyplate: query takes kp::arg<\"field\">(value) arguments");
    // The branches that stop at a failed check are alike on purpose.
    // NOLINTBEGIN(bugprone-branch-clone)
    if constexpr (!has_index<Index> || !named) {
      return false;
    } else if constexpr (detail::first_repeated<sizeof...(Args)>({Args::name.view()...}) !=
                         sizeof...(Args)) {
      return report_repeated_field<detail::arg_at<
          detail::first_repeated<sizeof...(Args)>({Args::name.view()...}), Args...>::name>();
    } else if constexpr (check_query<keys_on<Index>, Args...>().problem !=
                         detail::query_problem::none) {
      return report_query<keys_on<Index>, check_query<keys_on<Index>, Args...>(), Args...>();
    } else {
      return true;
    }
    // NOLINTEND(bugprone-branch-clone)
  }

  template <class Index, class... Args>
  static result<key_condition> sort_condition(const Args&... args) {
    using K = keys_on<Index>;
    if constexpr (K::sort.size() == 0) {
      return key_condition{};
    } else {
      using S = typename layout<Index>::sort;
      using T = detail::template_fields<K::sort>;
      constexpr std::size_t k = detail::leading_fields_given<K::sort, Args...>();
      if constexpr (T::count == 0) {
        return S::try_exact();  // a sort template without fields: one key
      } else if constexpr (k == 0) {
        return S::try_prefix();
      } else {
        using Last = std::tuple_element_t<detail::arg_position<Args...>(T::name(k - 1)),
                                          std::tuple<Args...>>;
        using V = typename Last::value_type;
        return [&]<std::size_t... J>(std::index_sequence<J...>)->result<key_condition> {
          if constexpr (detail::is_condition<V>) {
            return S::try_range(
                detail::nth_argument<detail::arg_position<Args...>(T::name(J))>(args...).value...);
          } else if constexpr (k == T::count && !detail::is_partial<V>) {
            return S::try_exact(
                detail::nth_argument<detail::arg_position<Args...>(T::name(J))>(args...).value...);
          } else {
            return S::try_prefix(
                detail::nth_argument<detail::arg_position<Args...>(T::name(J))>(args...).value...);
          }
        }
        (std::make_index_sequence<k>{});
      }
    }
  }
};

}  // namespace keyplate
