// Encoding a user-supplied string that contains reserved bytes ("acme corp#1").
//
// The peers are UNSAFE: they copy the name as is, so "acme corp#1" puts a raw '#' in the key
// and a tenant named "x#USER#y" can forge another tenant's keys. keyplate checks the name
// (length, UTF-8) and escapes every byte <= 0x25 ('#' -> %23, ' ' -> %20, '%' -> %25), so the
// key stays injective and order-preserving. The difference is the price of that safety.
#include <iterator>
#include <string>
#include <utility>

#include "bench_common.hpp"

#if defined(KEYPLATE_BENCH_HAVE_FMT)
#include <fmt/compile.h>
#endif

namespace {

using namespace keyplate_bench;

// Two strings and no ULID, so that the ULID check does not hide the cost of escaping.
using TenantKey = kp::key<"TENANT#{tenant}#USER#{user}", kp::string<64>, kp::string<64>>;

// Tenant names as users type them: most contain a space, '#' or '%'.
constexpr std::string_view tenant_names[] = {
    "acme corp#1", "globex 50%",       "initech#west", "umbrella corporation",
    "hooli",       "stark industries", "wayne#ent#3",  "soylent green co",
};
// User logins: no reserved bytes, so keyplate checks them and copies them unchanged.
constexpr std::string_view user_names[] = {"alice", "bob.smith", "c.jones", "dkim",
                                           "eve",   "frank_o",   "grace.h", "heidi"};

// Independent reference for the expected keyplate bytes (DESIGN.md: wire format, strings).
std::string escaped(std::string_view raw) {
  constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (const char c : raw) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte <= 0x25) {
      out.push_back('%');
      out.push_back(hex[byte >> 4]);
      out.push_back(hex[byte & 0xF]);
    } else {
      out.push_back(c);
    }
  }
  return out;
}

struct tenant_text {
  static constexpr std::string_view head = "TENANT#", middle = "#USER#";
};

// Each tenant name with a user login, cycling through both lists.
const text_pair_inputs<tenant_text>& tenant_data() {
  static const auto data = [] {
    constexpr std::size_t name_count = std::size(tenant_names);
    static_assert(std::size(user_names) == name_count);
    inputs<std::string> tenant, user;
    for (std::size_t i = 0; i != input_count; ++i) {
      tenant[i] = tenant_names[i % name_count];
      user[i] = user_names[(i * 3) % name_count];
    }
    return make_text_pair<tenant_text>(std::move(tenant), std::move(user), escaped);
  }();
  return data;
}

void tenant_concat(benchmark::State& state) {
  run_concat(state, tenant_data());
}
BENCHMARK(tenant_concat);

void tenant_snprintf(benchmark::State& state) {
  run_snprintf(state, tenant_data(), "TENANT#%s#USER#%s");
}
BENCHMARK(tenant_snprintf);

#if defined(KEYPLATE_BENCH_HAVE_FMT)
void tenant_fmt_format(benchmark::State& state) {
  run_fmt_format(state, tenant_data(), "TENANT#{}#USER#{}");
}
BENCHMARK(tenant_fmt_format);

void tenant_fmt_compile(benchmark::State& state) {
  run_fmt_compile(state, tenant_data(), FMT_COMPILE("TENANT#{}#USER#{}"));
}
BENCHMARK(tenant_fmt_compile);
#endif

#if defined(KEYPLATE_BENCH_HAVE_ABSL)
void tenant_absl_strcat(benchmark::State& state) {
  run_absl_strcat(state, tenant_data());
}
BENCHMARK(tenant_absl_strcat);
#endif

void tenant_keyplate_encode(benchmark::State& state) {
  const auto& in = tenant_data();
  run_keyplate_encode<TenantKey>(state, in.expected_keyplate, in.first, in.second);
}
BENCHMARK(tenant_keyplate_encode);

void tenant_keyplate_encode_to(benchmark::State& state) {
  const auto& in = tenant_data();
  run_keyplate_encode_to<TenantKey>(state, in.expected_keyplate, in.first, in.second);
}
BENCHMARK(tenant_keyplate_encode_to);

void tenant_keyplate_encode_buffer(benchmark::State& state) {
  const auto& in = tenant_data();
  run_keyplate_encode_buffer<TenantKey>(state, in.expected_keyplate, in.first, in.second);
}
BENCHMARK(tenant_keyplate_encode_buffer);

}  // namespace
