// main of the engine tests' programs (see drivers.hpp): runs the driver named by the name the
// program is called by (the build links schema_moto, writes_moto, ... to it), or by its first
// argument (`moto_drivers schema_moto plan`), with the arguments after that name.
#include <cstdio>
#include <string_view>

#include "drivers.hpp"

namespace {
const moto_drivers::driver* find(std::string_view name) {
  for (const moto_drivers::driver& d : moto_drivers::all()) {
    if (d.name == name) return &d;
  }
  return nullptr;
}
}  // namespace

int main(int argc, char** argv) {
  std::string_view called = argc > 0 ? argv[0] : "";
  called.remove_prefix(called.find_last_of('/') + 1);  // npos + 1 == 0: no directory
  if (const moto_drivers::driver* d = find(called)) return d->run(argc, argv);
  if (argc > 1) {
    if (const moto_drivers::driver* d = find(argv[1])) return d->run(argc - 1, argv + 1);
  }
  std::fprintf(stderr,
               "usage: moto_drivers DRIVER [ARGUMENTS...], or DRIVER [ARGUMENTS...] "
               "through a link named after it; the drivers:");
  for (const moto_drivers::driver& d : moto_drivers::all()) {
    std::fprintf(stderr, " %.*s", static_cast<int>(d.name.size()), d.name.data());
  }
  std::fprintf(stderr, "\n");
  return 2;
}
