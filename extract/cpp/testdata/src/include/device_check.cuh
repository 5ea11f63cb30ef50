// Checks a CUDA status through the library's fail.
#pragma once
#include "check.h"

namespace host {

inline void DeviceCheck(cudaError_t error, Location location = {}) {
  if (error != cudaSuccess) {
    host::fail(location, "CUDA error: ", cudaGetErrorString(error)); // want RuntimeError "Failed at {location.file_name()}:{location.line():d}: CUDA error: {cudaGetErrorString(error)}"
  }
}

inline void DeviceCheck(Location location = {}) {
  return DeviceCheck(cudaGetLastError(), location);
}

}  // namespace host
