// A kernel header with nothing that raises: no check, throw or fatal
// print, no struct with a base, no call of an upper-case name.
#pragma once
#include <cuda_runtime.h>

struct Params {
  int n;
  float scale : 8;
};

template <typename T>
__device__ __forceinline__ T warp_sum(T v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
  return v;
}

__global__ void scale_kernel(float* out, const float* in, Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n) out[i] = warp_sum(in[i]) * p.scale;
}
