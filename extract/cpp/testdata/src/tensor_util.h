// A C++ header: "namespace" and "::" make it C++.
#pragma once
#include <stdexcept>
#include <string>

namespace util {

template <typename T>
T checked_div(T a, T b) {
  if (b == T(0)) {
    throw std::domain_error("division by zero"); // want ValueError "division by zero"
  }
  return a / b;
}

inline void check_size(size_t n, const std::string& name) {
  if (n > 4096) {
    throw std::length_error(fmt::format("size {} of {} exceeds {:d}", n, name, 4096)); // want ValueError "size {n} of {name} exceeds 4096"
  }
}

}  // namespace util
