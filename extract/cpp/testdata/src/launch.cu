#include <torch/all.h>
#include "include/cuda_check.h"

void copy_back(void* dst, const void* src, size_t n) {
  CUDA_CALL(cudaMemcpy(dst, src, n, cudaMemcpyDeviceToHost)); // want RuntimeError "cudaMemcpy(dst, src, n, cudaMemcpyDeviceToHost) failed: {cudaGetErrorString(e)}"
  CUDA_TRY(cudaFree(dst)); // want RuntimeError "CUDA error {cudaGetErrorString(e)} at cudaFree(dst)"
  NOT_A_KNOWN_MACRO(dst);
}

__global__ void gather(const int* idx, int n) {
  assert(idx[threadIdx.x] < n); // want assert "Assertion `idx[threadIdx.x] < n` failed."
}

void copy_async(void* dst, const void* src, size_t size, cudaStream_t stream) {
  C10_CUDA_CHECK(cudaMemcpyAsync(dst, src, size, cudaMemcpyDefault, stream)); // want RuntimeError "CUDA error: {cudaGetErrorString(cudaMemcpyAsync(dst, src, size, cudaMemcpyDefault, stream))}"
}
