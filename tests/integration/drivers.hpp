// The engine tests' programs are one executable (moto_drivers): each *_moto.cpp registers its
// entry point under its name, and main (moto_drivers.cpp) runs the one it is called by. Their
// translation units compile together (tests/integration/CMakeLists.txt), so what they share is
// compiled once.
//
//   namespace { int run(int argc, char** argv) { ... } }
//   const moto_drivers::registration registered{"schema_moto", run};
#pragma once

#include <string_view>
#include <vector>

namespace moto_drivers {

/// An engine test's program: its name (`schema_moto`) and its main.
struct driver {
  std::string_view name;
  int (*run)(int argc, char** argv);
};

/// Every driver registered so far (all of them once main runs).
inline std::vector<driver>& all() {
  static std::vector<driver> drivers;
  return drivers;
}

/// Registers a driver while the program starts: one namespace-scope constant per driver.
struct registration {
  registration(std::string_view name, int (*run)(int, char**)) { all().push_back({name, run}); }
};

}  // namespace moto_drivers
