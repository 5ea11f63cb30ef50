// Uses of another file's check function: the site is the call, with the
// caller's file and line.
#include "include/device_check.cuh"

void set_smem(const void* kernel, int bytes) {
  host::DeviceCheck(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes)); // want RuntimeError "Failed at {__FILE__}kernel_check.cu:6: CUDA error: {cudaGetErrorString(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes))}"
}
