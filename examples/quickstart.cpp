// A tour of keyplate. First its main job: a single-table schema, an item with data beside its
// keys, the PutItem and Query request texts DynamoDB's API takes, and a Query's response page
// read back into typed values. Then the typed composite keys underneath.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <set>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#if KEYPLATE_EXAMPLE_HAVE_SIMDJSON
#include <keyplate/dynamodb_simdjson.hpp>
#endif

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;

// ---- The schema: a shop's customers and their orders in one table ----------------------------
namespace shop {
using Primary = kp::index<"pk", "sk">;
using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"name", std::string>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#PROFILE">>;
// The keys come from the fields; the tags (a string set) and the total (an exact decimal) are
// data beside them.
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
               kp::field<"orderId", kp::uint<10>>, kp::attribute<"tags", std::set<std::string>>,
               kp::attribute<"total", kp::number>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">>;
using Shop = kp::schema<kp::indexes<Primary>, Customer, Order>;
}  // namespace shop

// Partition key: one partition per tenant.
using TenantKey = kp::key<"TENANT#{tenantId}", kp::ulid>;
// Sort keys inside a tenant's partition: the tenant's own record, its projects, their tasks.
using MetaKey = kp::key<"#METADATA">;
using ProjectKey = kp::key<"PROJECT#{projectId}", kp::ulid>;
using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;

// A customer's orders, sorted by date, then by a zero-padded order number.
using CustomerKey = kp::key<"CUSTOMER#{customerId}", kp::uint<>>;
using OrderKey = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;

// Free text from users: every field is kp::string<> when no codecs are given.
using TenantNameKey = kp::key<"TENANT#{tenantName}">;
using LooseTaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}">;

// The sort-key layouts stored in one tenant partition. A table checks at compile time that no
// key can belong to two of them, and tells which layout a key is.
using TenantItems = kp::table<MetaKey, ProjectKey, TaskKey>;

// Everything about a layout is known at compile time, so the DynamoDB limits can be checked
// before the program ever runs (sort keys: 1024 bytes, partition keys: 2048 bytes).
static_assert(TaskKey::field_count == 2 && TaskKey::max_size == 66 && TaskKey::order_preserving);
static_assert(TaskKey::max_size <= 1024 && OrderKey::max_size <= 1024);
static_assert(TenantKey::fits_dynamodb_partition_key && TenantNameKey::max_size == 7 + 3 * 255);
static_assert(MetaKey::encode_buffer()->view() == "#METADATA");
// Tasks extend projects, so a query on projects can return tasks and the other way round; the
// table reports such range neighbours. #METADATA is nobody's neighbour.
static_assert(kp::extends<TaskKey, ProjectKey>);
static_assert(TenantItems::neighbours[1][2] && TenantItems::neighbours[2][1]);
static_assert(!TenantItems::neighbours[1][0] && !TenantItems::neighbours[2][0]);

namespace {

int problems = 0;

// The example checks its own claims, so it doubles as a smoke test.
void expect(bool ok, const char* claim) {
  if (!ok) {
    std::printf("  !! unexpected: %s\n", claim);
    ++problems;
  }
}

void heading(const char* title) {
  std::printf("\n== %s ==\n", title);
}

bool begins_with(std::string_view key, std::string_view prefix) {
  return key.substr(0, prefix.size()) == prefix;
}

// Prints a sort-key condition (`=`, begins_with or BETWEEN: what prefix, range, family and exact
// return) and the keys of `partition` it selects; returns how many.
std::size_t query(const std::vector<std::string>& partition, const kp::key_condition& condition,
                  const char* what) {
  switch (condition.op()) {
    case kp::sort_operator::between:
      std::printf("sk BETWEEN \"%s\" AND \"%s\"  -- %s\n", condition.lower().c_str(),
                  condition.upper().c_str(), what);
      break;
    case kp::sort_operator::begins_with:
      std::printf("begins_with(sk, \"%s\")  -- %s\n", condition.text().c_str(), what);
      break;
    case kp::sort_operator::equals:
      std::printf("sk = \"%s\"  -- %s\n", condition.text().c_str(), what);
      break;
    case kp::sort_operator::any:
      std::printf("(every sort key)  -- %s\n", what);
      break;
  }
  std::size_t found = 0;
  for (const std::string& sk : partition) {
    if (!condition.selects(sk)) continue;
    std::printf("    %s\n", sk.c_str());
    ++found;
  }
  return found;
}

void tenant_projects_and_tasks() {
  heading("Tenants, projects and tasks (ULIDs)");
  const std::string_view tenant = "01J9ZK4M3T8V6W2X5Y7Z0A1B2C";
  const std::string_view apollo = "01J9ZK5N7Q2R3S4T5V6W7X8Y9Z";
  const std::string_view gemini = "01J9ZM0A1B2C3D4E5F6G7H8J9K";

  const std::string pk = TenantKey::encode(tenant);
  std::printf("pk = %s\n", pk.c_str());

  // One partition holds the tenant's record, its projects and their tasks. DynamoDB keeps
  // them sorted by the unsigned bytes of sk, which is what std::sort on std::string does.
  std::vector<std::string> partition = {
      TaskKey::encode(apollo, "01J9ZP1A2B3C4D5E6F7G8H9J0K"),
      ProjectKey::encode(gemini),
      TaskKey::encode(gemini, "01j9zr3m4n5p6q7r8s9t0v1w2x"),  // lowercase in, uppercase out
      MetaKey::encode(),
      ProjectKey::encode(apollo),
      TaskKey::encode(apollo, "01J9ZQ9Z8Y7X6W5V4T3S2R1Q0P"),
  };
  std::sort(partition.begin(), partition.end());
  std::printf("sort keys in that partition, in DynamoDB order ('#' sorts first):\n");
  for (const std::string& sk : partition) std::printf("    %s\n", sk.c_str());
  expect(partition.front() == "#METADATA", "#METADATA is the first item of the partition");

  std::printf("\n");
  expect(query(partition, TaskKey::prefix(), "every project and task") == 5, "5 items");
  // A project and its tasks: the project's key is a prefix of its tasks' keys, and since a ULID
  // is always 26 characters, family() is a begins_with on it.
  expect(query(partition, ProjectKey::family(apollo), "one project and its tasks") == 3,
         "the project and its 2 tasks");
  expect(query(partition, TaskKey::prefix(apollo), "just that project's tasks") == 2, "2 tasks");

  // A prefix built by keyplate ends right after a separator, so it selects exactly the
  // values given. Naive string building gets this wrong as soon as ids vary in length.
  std::printf(
      "\nWhy TaskKey::prefix(project) ends with '#': with ids of varying length,\n"
      "project \"1\" must not match project \"10\".\n");
  const std::vector<std::string> loose = {LooseTaskKey::encode("1", "a"),
                                          LooseTaskKey::encode("10", "b")};
  expect(query(loose, kp::key_condition::begins_with("PROJECT#1"),
               "hand-written: also returns project 10") == 2,
         "naive: 2");
  expect(query(loose, LooseTaskKey::prefix("1"), "keyplate: project 1 only") == 1, "keyplate: 1");
}

// What DynamoDB answers to the Query below: two orders and the key to go on from (a real
// response holds the same, its attributes in any order).
[[maybe_unused]] constexpr std::string_view query_response = R"({"Items":[
 {"pk":{"S":"CUSTOMER#42"},"sk":{"S":"ORDER#2026-10-01#0000000100"},"customerId":{"N":"42"},
  "date":{"S":"2026-10-01"},"orderId":{"N":"100"},"tags":{"SS":["gift"]},"total":{"N":"44.9"}},
 {"pk":{"S":"CUSTOMER#42"},"sk":{"S":"ORDER#2026-10-03#0000000101"},"customerId":{"N":"42"},
  "date":{"S":"2026-10-03"},"orderId":{"N":"101"},"total":{"N":"9.95"}}],
 "Count":2,"ScannedCount":2,
 "LastEvaluatedKey":{"pk":{"S":"CUSTOMER#42"},"sk":{"S":"ORDER#2026-10-03#0000000101"}}})";

void the_main_job() {
  using shop::Order;
  using shop::Shop;
  heading("The main job: schema -> request text -> response -> typed values");
  std::printf("CreateTable:\n  %s\n", ddb::to_json_text(Shop::table_definition("shop")).c_str());

  // An order: its keys are built from its fields, so they can never drift from its data.
  const Order::values order = Order::make(
      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d), kp::arg<"orderId">(100),
      kp::arg<"tags">(std::set<std::string>{"gift"}), kp::arg<"total">(kp::number("44.90")));
  const std::string put = ddb::to_json_text(Order::put(order), "shop");
  std::printf("PutItem:\n  %s\n", put.c_str());
  expect(put.find(R"("sk":{"S":"ORDER#2026-10-01#0000000100"})") != std::string::npos,
         "the sort key is built from the date and the zero-padded order number");
  expect(put.find(R"("total":{"N":"44.9"})") != std::string::npos,
         "the total is an exact number, in canonical form");

  // A customer's orders of October 2026: the condition is an exact prefix of the sort key.
  const ddb::query_parts october = Order::query<shop::Primary>(
      kp::arg<"customerId">(42), kp::arg<"date">(kp::partial("2026-10")));
  const std::string query_text = ddb::to_json_text(october, "shop");
  std::printf("Query:\n  %s\n", query_text.c_str());
  expect(query_text.find("begins_with") != std::string::npos, "a begins_with on the sort key");

#if KEYPLATE_EXAMPLE_HAVE_SIMDJSON
  // The response page, read in one pass (simdjson) straight to the orders' typed values.
  const kp::path_result<ddb::page<Order>> page = Order::read_page(query_response);
  expect(page.has_value(), "the response page reads");
  if (!page) return;
  std::printf("Response page, read back:\n");
  for (const Order::values& o : page->items) {
    std::printf("  order %llu of %04d-%02u-%02u, total %s, %zu tag(s)\n",
                static_cast<unsigned long long>(o.get<"orderId">()),
                static_cast<int>(o.get<"date">().year()),
                static_cast<unsigned>(o.get<"date">().month()),
                static_cast<unsigned>(o.get<"date">().day()), o.get<"total">().text().c_str(),
                o.get<"tags">().size());
  }
  expect(page->items.size() == 2 && page->items.front() == order,
         "the first order reads back equal to the one written");
  // The next page's position, as opaque text a client cannot turn into another query.
  std::printf("  next page's cursor: %s\n", Shop::cursor(*page->last_evaluated_key).c_str());

  // An item whose key was written by hand, without zero-padding: refused, naming where.
  std::string forged(query_response);
  forged.replace(forged.find("#0000000101"), 11, "#101");
  const auto refused = Order::read_page(forged);
  std::printf("  a hand-written key: %s\n", refused ? "read" : refused.error().message().c_str());
  expect(!refused && refused.path() == "Items[1].sk", "the bad key is named: Items[1].sk");
#else
  std::printf(
      "(built without simdjson: the response page is not read back; install "
      "libsimdjson-dev)\n");
#endif
}

void print_order(const std::string& sk) {
  const auto order = OrderKey::decode(sk);
  if (!order) {
    std::printf("    %-28s (%s)\n", sk.c_str(), order.error().message().c_str());
    return;
  }
  const auto& [date, number] = *order;
  std::printf("    %-28s date %04d-%02u-%02u, order %llu\n", sk.c_str(),
              static_cast<int>(date.year()), static_cast<unsigned>(date.month()),
              static_cast<unsigned>(date.day()), static_cast<unsigned long long>(number));
}

void customer_orders() {
  heading("Customer orders by date");
  std::printf("pk = %s\n", CustomerKey::encode(42).c_str());

  const auto oct1 = 2026y / std::chrono::October / 1d;
  std::vector<std::string> orders = {
      OrderKey::encode(2026y / std::chrono::October / 3d, 101),
      OrderKey::encode(oct1, 100),
      OrderKey::encode(oct1, 9),
      OrderKey::encode(2025y / std::chrono::December / 31d, 7),
  };
  std::sort(orders.begin(), orders.end());
  std::printf("sorted sort keys: by date, then by order number (zero-padded, so 9 < 100):\n");
  for (const std::string& sk : orders) print_order(sk);
  expect(orders[1] == "ORDER#2026-10-01#0000000009" && orders[2] == "ORDER#2026-10-01#0000000100",
         "order 9 sorts before order 100 on the same day");

  std::printf("\n");
  expect(query(orders, OrderKey::prefix(oct1), "the orders of 2026-10-01") == 2, "2 orders");

  // Values that do not fit are errors, never silently truncated keys.
  const auto too_big = OrderKey::try_encode(oct1, 12345678901LL);
  std::printf("\norder number 12345678901 in uint<10>: %s\n",
              too_big ? too_big->c_str() : too_big.error().message().c_str());
  expect(!too_big, "an 11-digit order number is rejected");
}

void user_text_stays_in_its_component() {
  heading("User text containing '#'");
  const std::string_view name = "acme#TENANT#evil";
  const std::string pk = TenantNameKey::encode(name);
  std::printf("tenant name   : %s\n", std::string(name).c_str());
  std::printf("naive concat  : TENANT#%s   <- looks like tenant \"acme\" plus more components\n",
              std::string(name).c_str());
  std::printf("keyplate key  : %s   <- '#' is escaped as %%23\n", pk.c_str());
  expect(pk == "TENANT#acme%23TENANT%23evil", "the '#' bytes are escaped");
  expect(!begins_with(pk, TenantNameKey::encode("acme") + "#"),
         "the key is not inside tenant acme's key space");

  const auto back = TenantNameKey::decode(pk);
  std::printf("decoded back  : %s\n", back ? back->get<"tenantName">().c_str() : "(error)");
  expect(back && back->get<"tenantName">() == name, "decode gives the original text back");
}

void malformed_keys() {
  heading("Decoding keys that are not valid");
  const char* const keys[] = {
      "PROJECT#01J9ZK5N7Q2R3S4T5V6W7X8Y9Z#TASK#not-a-ulid",
      "PROJECT#01j9zk5n7q2r3s4t5v6w7x8y9z#TASK#01J9ZP1A2B3C4D5E6F7G8H9J0K",
      "PROJECT#01J9ZK5N7Q2R3S4T5V6W7X8Y9Z#NOTE#01J9ZP1A2B3C4D5E6F7G8H9J0K",
  };
  for (const char* key : keys) {
    const auto task = TaskKey::decode(key);
    std::printf("TaskKey::decode(\"%s\")\n    -> %s\n", key,
                task ? "ok" : task.error().message().c_str());
    expect(!task && !TaskKey::matches(key), "a malformed task key is rejected");
  }
  const auto feb30 = OrderKey::decode("ORDER#2026-02-30#0000000001");
  std::printf("OrderKey::decode(\"ORDER#2026-02-30#0000000001\")\n    -> %s\n",
              feb30 ? "ok" : feb30.error().message().c_str());
  expect(
      !feb30 && feb30.error().code == kp::error_code::invalid_date && feb30.error().field == "date",
      "February 30 is not a date");
}

void order_queries() {
  heading("Orders by month, between dates, after a number");
  std::vector<std::string> orders = {
      OrderKey::encode(2026y / std::chrono::October / 1d, 42),
      OrderKey::encode(2025y / std::chrono::December / 31d, 7),
      OrderKey::encode(2026y / std::chrono::October / 3d, 101),
      OrderKey::encode(2026y / std::chrono::November / 2d, 5),
      OrderKey::encode(2026y / std::chrono::October / 1d, 9),
      OrderKey::encode(2026y / std::chrono::September / 30d, 77),
      OrderKey::encode(2026y / std::chrono::October / 1d, 100),
      OrderKey::encode(2026y / std::chrono::October / 1d, 43),
  };
  std::sort(orders.begin(), orders.end());
  for (const std::string& sk : orders) std::printf("    %s\n", sk.c_str());
  std::printf("\n");

  // A partial last value: the leading part of a date, checked against the date format.
  expect(query(orders, OrderKey::prefix(kp::partial("2026-10")), "orders of October 2026") == 5,
         "5 orders in October");
  // Both ends are included, as in DynamoDB's BETWEEN.
  const auto since = 2025y / std::chrono::December / 31d;
  const auto until = 2026y / std::chrono::September / 30d;
  expect(query(orders, OrderKey::range(kp::between(since, until)), "2025-12-31 to 2026-09-30") == 2,
         "2 orders, one on each end date");
  // A condition on the next field after the given values: the day's orders numbered above 42.
  expect(query(orders, OrderKey::range(2026y / std::chrono::October / 1d, kp::greater(42)),
               "orders after number 42 on 2026-10-01") == 2,
         "orders 43 and 100, not 42 itself");
  const auto nothing = OrderKey::range(2026y / std::chrono::October / 1d, kp::less(0));
  expect(query(orders, nothing, "numbers below 0: selects nothing") == 0, "an empty range");
}

void which_layout() {
  heading("Which layout is this key? (kp::table)");
  const char* const names[] = {"MetaKey", "ProjectKey", "TaskKey"};
  const char* const keys[] = {
      "#METADATA",
      "PROJECT#01J9ZK5N7Q2R3S4T5V6W7X8Y9Z",
      "PROJECT#01J9ZK5N7Q2R3S4T5V6W7X8Y9Z#TASK#01J9ZP1A2B3C4D5E6F7G8H9J0K",
      "PROJECT#01J9ZK5N7Q2R3S4T5V6W7X8Y9Z#NOTE#1",
  };
  for (const char* key : keys) {
    const auto item = TenantItems::decode(key);
    if (!item) {
      std::printf("    %-68s -> %s\n", key, item.error().message().c_str());
      continue;
    }
    std::printf("    %-68s -> %s\n", key, names[item->index()]);
    if (const auto* task = std::get_if<2>(&*item)) {
      expect(task->get<"taskId">() == "01J9ZP1A2B3C4D5E6F7G8H9J0K", "the task's id");
    }
  }
  expect(!TenantItems::decode(keys[3]), "a note is none of the partition's layouts");
  expect(TenantItems::decode(keys[1])->index() == 1, "a project is a ProjectKey");
}

}  // namespace

int main() {
  the_main_job();
  tenant_projects_and_tasks();
  customer_orders();
  user_text_stays_in_its_component();
  malformed_keys();
  order_queries();
  which_layout();
  if (problems != 0) {
    std::printf("\n%d claim(s) did not hold\n", problems);
    return 1;
  }
  return 0;
}
