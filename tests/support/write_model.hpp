// A small model of how DynamoDB applies the write requests keyplate builds (PutItem, DeleteItem,
// UpdateItem with its SET / REMOVE / ADD and condition, ConditionCheck, TransactWriteItems), over a
// table held as a map from primary key to item. It reads the request text as DynamoDB would,
// independently of how keyplate wrote it, and rejects what DynamoDB rejects: an unknown or unused
// placeholder, a changed primary key attribute, two writes of one attribute.
#pragma once

#include <algorithm>
#include <keyplate/schema.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace keyplate_test {

namespace ddb = keyplate::dynamodb;

// What a request did: applied, refused by its condition, or rejected as malformed.
enum class outcome { applied, condition_failed, invalid };

class write_model {
 public:
  write_model(std::string partition, std::string sort)
      : partition_(std::move(partition)), sort_(std::move(sort)) {}

  outcome put(const ddb::put_parts& p) {
    const key k = key_of(p.item);
    expressions e(p.expression_attribute_names, p.expression_attribute_values);
    const std::optional<bool> ok = e.condition(p.condition_expression, find(k));
    if (!ok || !e.all_used()) return outcome::invalid;
    if (!*ok) return outcome::condition_failed;
    table_[k] = p.item;
    return outcome::applied;
  }

  outcome remove(const ddb::delete_parts& d) {
    const key k = key_of(d.key);
    expressions e(d.expression_attribute_names, d.expression_attribute_values);
    const std::optional<bool> ok = e.condition(d.condition_expression, find(k));
    if (!ok || !e.all_used()) return outcome::invalid;
    if (!*ok) return outcome::condition_failed;
    table_.erase(k);
    return outcome::applied;
  }

  outcome update(const ddb::update_parts& u) {
    const key k = key_of(u.key);
    expressions e(u.expression_attribute_names, u.expression_attribute_values);
    const ddb::item* stored = find(k);
    const std::optional<bool> ok = e.condition(u.condition_expression, stored);
    if (!ok) return outcome::invalid;
    ddb::item changed = stored != nullptr ? *stored : u.key;
    if (!e.apply(u.update_expression, changed, {partition_, sort_}) || !e.all_used()) {
      return outcome::invalid;
    }
    if (!*ok) return outcome::condition_failed;
    table_[k] = std::move(changed);
    return outcome::applied;
  }

  // A ConditionCheck: applied when its condition holds, and it writes nothing.
  outcome check(const ddb::check_parts& c) {
    expressions e(c.expression_attribute_names, c.expression_attribute_values);
    const std::optional<bool> ok = e.condition(c.condition_expression, find(key_of(c.key)));
    if (!ok || !e.all_used()) return outcome::invalid;
    return *ok ? outcome::applied : outcome::condition_failed;
  }

  // Every action or none, in order; two actions on one item are invalid, as in DynamoDB.
  outcome transact(const ddb::transaction_parts& t) {
    std::set<key> items;
    for (const ddb::transact_action& a : t.actions) {
      const ddb::item* k = std::visit(
          [](const auto& r) -> const ddb::item* {
            if constexpr (requires { r.key; }) {
              return &r.key;
            } else {
              return &r.item;
            }
          },
          a.request);
      if (!items.insert(key_of(*k)).second) return outcome::invalid;
    }
    const auto before = table_;
    for (const ddb::transact_action& a : t.actions) {
      const outcome done = std::visit(
          [this](const auto& r) {
            using R = std::decay_t<decltype(r)>;
            if constexpr (std::is_same_v<R, ddb::put_parts>) {
              return put(r);
            } else if constexpr (std::is_same_v<R, ddb::update_parts>) {
              return update(r);
            } else if constexpr (std::is_same_v<R, ddb::delete_parts>) {
              return remove(r);
            } else {
              return check(r);
            }
          },
          a.request);
      if (done != outcome::applied) {
        table_ = before;
        return done;
      }
    }
    return outcome::applied;
  }

  const ddb::item* get(const ddb::key_parts& g) const { return find(key_of(g.key)); }
  std::size_t size() const { return table_.size(); }

 private:
  using key = std::pair<std::string, std::string>;

  key key_of(const ddb::item& it) const {
    const auto text = [&it](const std::string& name) {
      const ddb::attribute_value* a = name.empty() ? nullptr : it.find(name);
      return a != nullptr ? a->text : std::string();
    };
    return {text(partition_), text(sort_)};
  }
  const ddb::item* find(const key& k) const {
    const auto at = table_.find(k);
    return at != table_.end() ? &at->second : nullptr;
  }

  // The placeholders of one request, and which of them an expression used.
  class expressions {
   public:
    expressions(std::map<std::string, std::string> names,
                std::map<std::string, ddb::attribute_value> values)
        : names_(std::move(names)), values_(std::move(values)) {}

    // The condition on `stored` (null: no item); nullopt when it is malformed.
    std::optional<bool> condition(std::string_view text, const ddb::item* stored) {
      if (text.empty()) return true;
      bool holds = true;
      for (std::string_view term : split(text, " AND ")) {
        if (const auto inner = call(term, "attribute_exists(")) {
          const std::string* n = name(*inner);
          if (n == nullptr) return std::nullopt;
          holds = holds && stored != nullptr && stored->contains(*n);
        } else if (const auto absent = call(term, "attribute_not_exists(")) {
          const std::string* n = name(*absent);
          if (n == nullptr) return std::nullopt;
          holds = holds && (stored == nullptr || !stored->contains(*n));
        } else {
          const auto [lhs, rhs] = assignment(term);
          const std::string* n = name(lhs);
          const ddb::attribute_value* v = value(rhs);
          if (n == nullptr || v == nullptr) return std::nullopt;
          const ddb::attribute_value* now = stored != nullptr ? stored->find(*n) : nullptr;
          holds = holds && now != nullptr && *now == *v;
        }
      }
      return holds;
    }

    // Applies `SET a = b, ... REMOVE c, ... ADD d e` to `it` (each clause at most once, in that
    // order; ADD adds a whole number to a number, or sets it when absent); false when malformed
    // or when it touches a primary key attribute or one attribute twice.
    bool apply(std::string_view text, ddb::item& it, const key& key_attributes) {
      std::string_view clauses[3];  // SET, REMOVE, ADD
      // Each keyword with the space before it; a clause starts after its keyword.
      constexpr std::string_view keywords[3] = {" SET ", " REMOVE ", " ADD "};
      std::size_t next = 0;
      while (!text.empty()) {
        while (next != 3 && !text.starts_with(keywords[next].substr(1))) ++next;
        if (next == 3) return false;
        text.remove_prefix(keywords[next].size() - 1);
        std::size_t end = text.size();
        for (std::size_t k = next + 1; k != 3; ++k) end = std::min(end, text.find(keywords[k]));
        clauses[next] = text.substr(0, end);
        text.remove_prefix(end == text.size() ? end : end + 1);
        ++next;
      }
      std::set<std::string> touched;
      const auto touch = [&](const std::string& n) {
        return n != key_attributes.first && n != key_attributes.second && touched.insert(n).second;
      };
      for (std::string_view term : split(clauses[0], ", ")) {
        const auto [lhs, rhs] = assignment(term);
        const std::string* n = name(lhs);
        const ddb::attribute_value* v = value(rhs);
        if (n == nullptr || v == nullptr || !touch(*n)) return false;
        it.set(*n, *v);
      }
      for (std::string_view term : split(clauses[1], ", ")) {
        const std::string* n = name(term);
        if (n == nullptr || !touch(*n)) return false;
        it.erase(*n);
      }
      for (std::string_view term : split(clauses[2], ", ")) {
        const std::size_t space = term.find(' ');
        if (space == std::string_view::npos) return false;
        const std::string* n = name(term.substr(0, space));
        const ddb::attribute_value* v = value(term.substr(space + 1));
        if (n == nullptr || v == nullptr || !touch(*n) ||
            v->type() != keyplate::attribute_kind::N) {
          return false;
        }
        const ddb::attribute_value* now = it.find(*n);
        if (now != nullptr && now->type() != keyplate::attribute_kind::N) return false;
        const long long sum = std::stoll(v->text) + (now != nullptr ? std::stoll(now->text) : 0);
        it.set(*n, ddb::attribute_value(keyplate::attribute_kind::N, std::to_string(sum)));
      }
      return true;
    }

    bool all_used() const {
      return used_names_.size() == names_.size() && used_values_.size() == values_.size();
    }

   private:
    const std::string* name(std::string_view placeholder) {
      const auto at = names_.find(std::string(placeholder));
      if (at == names_.end()) return nullptr;
      used_names_.insert(at->first);
      return &at->second;
    }
    const ddb::attribute_value* value(std::string_view placeholder) {
      const auto at = values_.find(std::string(placeholder));
      if (at == values_.end()) return nullptr;
      used_values_.insert(at->first);
      return &at->second;
    }
    static std::optional<std::string_view> call(std::string_view term, std::string_view open) {
      if (!term.starts_with(open) || !term.ends_with(")")) return std::nullopt;
      return term.substr(open.size(), term.size() - open.size() - 1);
    }
    static std::pair<std::string_view, std::string_view> assignment(std::string_view term) {
      const std::size_t at = term.find(" = ");
      if (at == std::string_view::npos) return {};
      return {term.substr(0, at), term.substr(at + 3)};
    }
    static std::vector<std::string_view> split(std::string_view text, std::string_view by) {
      std::vector<std::string_view> out;
      while (!text.empty()) {
        const std::size_t at = text.find(by);
        out.push_back(text.substr(0, at));
        if (at == std::string_view::npos) break;
        text.remove_prefix(at + by.size());
      }
      return out;
    }

    // Copies: a request without values passes a temporary empty map.
    std::map<std::string, std::string> names_;
    std::map<std::string, ddb::attribute_value> values_;
    std::set<std::string> used_names_, used_values_;
  };

  std::string partition_, sort_;
  std::map<key, ddb::item> table_;
};

}  // namespace keyplate_test
