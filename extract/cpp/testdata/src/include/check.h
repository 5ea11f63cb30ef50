// A kernel library's checks: a function that throws with the caller's
// source location and whatever it is given.
#pragma once
#include <source_location>
#include <sstream>
#include <stdexcept>

namespace host {

struct Location : public std::source_location {
  Location(std::source_location loc = std::source_location::current()) : std::source_location(loc) {}
};

template <typename... Args>
[[noreturn]] inline void fail(Location location, Args&&... args) {
  std::ostringstream os;
  os << "Failed at " << location.file_name() << ":" << location.line();
  if constexpr (sizeof...(args) > 0) {
    os << ": ";
    (os << ... << std::forward<Args>(args));
  } else {
    os << " in " << location.function_name();
  }
  throw std::runtime_error(std::move(os).str()); // want RuntimeError "Failed at {location.file_name()}:{location.line():d}: {args}"
}

}  // namespace host
