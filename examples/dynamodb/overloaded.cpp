// Scenario: overloaded keys. `pk` and `sk` hold customers, orders, order items and team
// memberships; the inverted index gsi1 (gsi1pk = sk, gsi1sk = pk) answers the reverse questions:
// which teams a user is in, which orders hold a product, whose order this is, every customer.
#include <string>
#include <string_view>
#include <utility>

#include "plan.hpp"

namespace example {

namespace {

// Partition-key layouts.
using CustomerKey = kp::key<"CUSTOMER#{customerId}", kp::string<64>>;
using OrderKey = kp::key<"ORDER#{orderId}", kp::ulid>;
using TeamKey = kp::key<"TEAM#{teamId}", kp::string<64>>;
// Sort-key layouts (ORDER#{orderId} is also the sort key of an order inside its customer).
using MetaKey = kp::key<"#METADATA">;
using ItemKey = kp::key<"ITEM#{productId}", kp::string<64>>;
using MemberKey = kp::key<"MEMBER#{userId}", kp::string<64>>;
static_assert(kp::table<CustomerKey, OrderKey, TeamKey>::size == 3);
static_assert(kp::table<MetaKey, OrderKey, ItemKey, MemberKey>::size == 4);

constexpr const char* scenario = "overloaded";

const std::string_view customers[] = {"cust_01", "cust_1",   "cust_10",          "a#b",
                                      "%",       "\xC3\xA9", "\xF4\x8F\xBF\xBFx"};
// Each order belongs to one customer (by index into `customers`).
const std::pair<std::string_view, int> orders[] = {{"01HVMK3P2Q0000000000000001", 0},
                                                   {"01HVMK3P2Q0000000000000002", 0},
                                                   {"01HVMK3P2R0000000000000000", 1},
                                                   {"01HVMK3P2S0000000000000000", 3}};
const std::string_view products[] = {"prod_42", "prod_4", "prod 42", "$", "", "\x1f"};
const std::string_view teams[] = {"eng", "en", "eng#ops", "", "\xC3\xBC"};
const std::string_view users[] = {"alice", "al", "al ice", "%41", "\x01", "\xF4\x8F\xBF\xBF"};

// An item stored under (pk, sk) and, inverted, under (gsi1pk, gsi1sk) = (sk, pk).
void add_inverted(plan& p, const char* entity, const std::string& pk, const std::string& sk) {
  p.add(scenario, entity, {{"pk", pk}, {"sk", sk}, {"gsi1pk", sk}, {"gsi1sk", pk}});
}

template <class K, class Test>
wanted first_value(Test test) {
  return decodes_as<K>(
      [test](const auto& v) { return test(std::string_view(v.template get<0>())); });
}

}  // namespace

void overloaded_table(plan& p) {
  for (std::string_view c : customers)
    add_inverted(p, "customer", CustomerKey::encode(c), MetaKey::encode());
  for (const auto& [order, owner] : orders) {
    add_inverted(p, "order", OrderKey::encode(order), MetaKey::encode());
    add_inverted(p, "customer order", CustomerKey::encode(customers[owner]),
                 OrderKey::encode(order));
    for (std::string_view product : products) {
      if (owner == 3 && product != "") continue;
      add_inverted(p, "order item", OrderKey::encode(order), ItemKey::encode(product));
    }
  }
  for (std::string_view team : teams) {
    for (std::string_view user : users) {
      if (team == "" && user != "alice") continue;
      add_inverted(p, "membership", TeamKey::encode(team), MemberKey::encode(user));
    }
  }

  const auto all = [](std::string_view) { return true; };
  const auto is = [](std::string_view want) {
    return [want](std::string_view v) { return v == want; };
  };

  // Base table.
  const std::string customer = CustomerKey::encode(customers[0]),
                    order = OrderKey::encode(orders[0].first);
  p.query(scenario, "a customer and its orders", customer, {}, everything());
  p.query(scenario, "a customer's record", customer, kp::key_condition::equals(MetaKey::encode()),
          decodes_as<MetaKey>([](const auto&) { return true; }));
  p.query(scenario, "a customer's orders", customer, OrderKey::prefix(),
          first_value<OrderKey>(all));
  p.query(scenario, "an order's items", order, ItemKey::prefix(), first_value<ItemKey>(all));
  p.query(scenario, "items from prod_4 on", order, ItemKey::range(kp::at_least("prod_4")),
          first_value<ItemKey>([](std::string_view v) { return v >= "prod_4"; }));
  p.query(scenario, "items after prod_4", order, ItemKey::range(kp::greater("prod_4")),
          first_value<ItemKey>([](std::string_view v) { return v > "prod_4"; }));
  p.query(scenario, "items starting with prod (partial)", order,
          ItemKey::prefix(kp::partial("prod")),
          first_value<ItemKey>([](std::string_view v) { return v.starts_with("prod"); }));
  p.query(scenario, "the empty product id (family)", order, ItemKey::family(""),
          first_value<ItemKey>(is("")));
  const std::string team = TeamKey::encode("eng");
  p.query(scenario, "members al to alice", team, MemberKey::range(kp::between("al", "alice")),
          first_value<MemberKey>([](std::string_view v) { return v >= "al" && v <= "alice"; }));
  p.query(scenario, "members before al", team, MemberKey::range(kp::less("al")),
          first_value<MemberKey>([](std::string_view v) { return v < "al"; }));
  p.query(scenario, "members up to al", team, MemberKey::range(kp::at_most("al")),
          first_value<MemberKey>([](std::string_view v) { return v <= "al"; }));
  p.query(scenario, "members of the empty team", TeamKey::encode(""), {}, everything());

  // The inverted index.
  const std::string metadata = MetaKey::encode();
  p.query(scenario, "every customer", metadata, CustomerKey::prefix(), gsi1,
          first_value<CustomerKey>(all));
  p.query(scenario, "every order", metadata, OrderKey::prefix(), gsi1, first_value<OrderKey>(all));
  p.query(scenario, "every entity record", metadata, {}, gsi1, everything());
  p.query(scenario, "customers starting with cust_1 (partial)", metadata,
          CustomerKey::prefix(kp::partial("cust_1")), gsi1,
          first_value<CustomerKey>([](std::string_view v) { return v.starts_with("cust_1"); }));
  p.query(
      scenario, "customers cust_1 to cust_10", metadata,
      CustomerKey::range(kp::between("cust_1", "cust_10")), gsi1,
      first_value<CustomerKey>([](std::string_view v) { return v >= "cust_1" && v <= "cust_10"; }));
  p.query(scenario, "customers after cust_10", metadata, CustomerKey::range(kp::greater("cust_10")),
          gsi1, first_value<CustomerKey>([](std::string_view v) { return v > "cust_10"; }));
  p.query(scenario, "one customer's record (family)", metadata, CustomerKey::family("%"), gsi1,
          first_value<CustomerKey>(is("%")));
  for (std::string_view user : {users[0], users[4], users[5]}) {
    p.query(scenario, "teams of user " + MemberKey::encode(user), MemberKey::encode(user),
            TeamKey::prefix(), gsi1, first_value<TeamKey>(all));
  }
  p.query(scenario, "teams of alice after en", MemberKey::encode("alice"),
          TeamKey::range(kp::greater("en")), gsi1,
          first_value<TeamKey>([](std::string_view v) { return v > "en"; }));
  p.query(scenario, "teams of alice up to the empty name", MemberKey::encode("alice"),
          TeamKey::range(kp::at_most("")), gsi1, first_value<TeamKey>(is("")));
  p.query(scenario, "orders holding the empty product", ItemKey::encode(""), {}, gsi1,
          everything());
  p.query(scenario, "orders holding prod_42", ItemKey::encode("prod_42"), OrderKey::prefix(), gsi1,
          first_value<OrderKey>(all));
  p.query(scenario, "whose order this is", OrderKey::encode(orders[3].first),
          kp::key_condition::equals(CustomerKey::encode(customers[3])), gsi1,
          first_value<CustomerKey>(is(customers[3])));
}

}  // namespace example
