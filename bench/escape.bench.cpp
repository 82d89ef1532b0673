// Encoding a user-supplied string that contains reserved bytes ("acme corp#1").
//
// The peers are UNSAFE: they copy the name as is, so "acme corp#1" puts a raw '#' in the key
// and a tenant named "x#USER#y" can forge another tenant's keys. keyplate checks the name
// (length, UTF-8) and escapes every byte <= 0x25 ('#' -> %23, ' ' -> %20, '%' -> %25), so the
// key stays injective and order-preserving. The difference is the price of that safety.
#include <cstdio>
#include <iterator>
#include <string>

#include "bench_common.hpp"

#if defined(KEYPLATE_BENCH_HAVE_FMT)
#include <fmt/compile.h>
#include <fmt/format.h>
#endif
#if defined(KEYPLATE_BENCH_HAVE_ABSL)
#include <absl/strings/str_cat.h>
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

struct tenant_inputs {
  inputs<std::string> tenant;
  inputs<std::string> user;
  inputs<std::string> expected_raw;      // what the peers write
  inputs<std::string> expected_escaped;  // what keyplate writes

  tenant_inputs() {
    constexpr std::size_t name_count = std::size(tenant_names);
    static_assert(std::size(user_names) == name_count);
    for (std::size_t i = 0; i != input_count; ++i) {
      tenant[i] = tenant_names[i % name_count];
      user[i] = user_names[(i * 3) % name_count];
      expected_raw[i] = "TENANT#" + tenant[i] + "#USER#" + user[i];
      expected_escaped[i] = "TENANT#" + escaped(tenant[i]) + "#USER#" + escaped(user[i]);
    }
  }
};

const tenant_inputs& tenant_data() {
  static const tenant_inputs data;
  return data;
}

void tenant_concat(benchmark::State& state) {
  const tenant_inputs& in = tenant_data();
  run_encode(state, in.expected_raw, [&](std::size_t i) {
    const std::string& tenant = in.tenant[i];
    const std::string& user = in.user[i];
    std::string key;
    key.reserve(7 + tenant.size() + 6 + user.size());
    key.append("TENANT#");
    key.append(tenant);
    key.append("#USER#");
    key.append(user);
    return key;
  });
}
BENCHMARK(tenant_concat);

void tenant_snprintf(benchmark::State& state) {
  const tenant_inputs& in = tenant_data();
  char buffer[256];
  run_encode(state, in.expected_raw, [&](std::size_t i) {
    const int n = std::snprintf(buffer, sizeof buffer, "TENANT#%s#USER#%s", in.tenant[i].c_str(),
                                in.user[i].c_str());
    return std::string_view(buffer, static_cast<std::size_t>(n));
  });
}
BENCHMARK(tenant_snprintf);

#if defined(KEYPLATE_BENCH_HAVE_FMT)
void tenant_fmt_format(benchmark::State& state) {
  const tenant_inputs& in = tenant_data();
  run_encode(state, in.expected_raw, [&](std::size_t i) {
    return fmt::format("TENANT#{}#USER#{}", in.tenant[i], in.user[i]);
  });
}
BENCHMARK(tenant_fmt_format);

void tenant_fmt_compile(benchmark::State& state) {
  const tenant_inputs& in = tenant_data();
  char buffer[256];
  run_encode(state, in.expected_raw, [&](std::size_t i) {
    char* end = fmt::format_to(buffer, FMT_COMPILE("TENANT#{}#USER#{}"), in.tenant[i], in.user[i]);
    return std::string_view(buffer, static_cast<std::size_t>(end - buffer));
  });
}
BENCHMARK(tenant_fmt_compile);
#endif

#if defined(KEYPLATE_BENCH_HAVE_ABSL)
void tenant_absl_strcat(benchmark::State& state) {
  const tenant_inputs& in = tenant_data();
  run_encode(state, in.expected_raw, [&](std::size_t i) {
    return absl::StrCat("TENANT#", in.tenant[i], "#USER#", in.user[i]);
  });
}
BENCHMARK(tenant_absl_strcat);
#endif

void tenant_keyplate_encode(benchmark::State& state) {
  const tenant_inputs& in = tenant_data();
  run_encode(state, in.expected_escaped,
             [&](std::size_t i) { return TenantKey::encode(in.tenant[i], in.user[i]); });
}
BENCHMARK(tenant_keyplate_encode);

void tenant_keyplate_encode_to(benchmark::State& state) {
  const tenant_inputs& in = tenant_data();
  char buffer[TenantKey::max_size];
  run_encode(state, in.expected_escaped, [&](std::size_t i) {
    const kp::result<char*> end = TenantKey::encode_to(buffer, in.tenant[i], in.user[i]);
    return end ? std::string_view(buffer, static_cast<std::size_t>(*end - buffer))
               : std::string_view();
  });
}
BENCHMARK(tenant_keyplate_encode_to);

void tenant_keyplate_encode_buffer(benchmark::State& state) {
  const tenant_inputs& in = tenant_data();
  run_encode(state, in.expected_escaped,
             [&](std::size_t i) { return TenantKey::encode_buffer(in.tenant[i], in.user[i]); });
}
BENCHMARK(tenant_keyplate_encode_buffer);

}  // namespace
