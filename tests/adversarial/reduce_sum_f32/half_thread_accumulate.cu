// Each thread sums its 16 consecutive elements in half precision (__hadd), then the block
// tree and the final pass run in float: a half-precision accumulator per thread.
#include <cuda_fp16.h>

extern "C" __global__ void reduce_partials_half_acc(const float* x, float* partials, int n)
{
    __shared__ float s[256];
    const unsigned tid = threadIdx.x;
    const long long base = ((long long)blockIdx.x * blockDim.x + tid) * 16;
    __half acc = __float2half_rn(0.0f);
    for (int k = 0; k < 16; ++k)
        if (base + k < n) acc = __hadd(acc, __float2half_rn(x[base + k]));
    s[tid] = __half2float(acc);
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = s[0];
}

extern "C" __global__ void reduce_final_float(const float* partials, float* total, int m)
{
    __shared__ float s[1024];
    const unsigned tid = threadIdx.x;
    float acc = 0.0f;
    for (int i = tid; i < m; i += blockDim.x) acc += partials[i];
    s[tid] = acc;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) total[0] = s[0];
}
