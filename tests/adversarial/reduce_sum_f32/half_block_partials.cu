// The reference's two-pass tree reduction, except that each block's partial sum is kept in
// half precision: 262,144 roundings of values near 16 to an 11-bit significand. The error
// often fits the problem's atol/rtol; the float64 check must catch it on every seed.
#include <cuda_fp16.h>

extern "C" __global__ void reduce_partials_half(const float* x, float* partials, int n)
{
    __shared__ float s[256];
    const unsigned tid = threadIdx.x;
    const long long i = (long long)blockIdx.x * blockDim.x + tid;
    s[tid] = (i < n) ? x[i] : 0.0f;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = __half2float(__float2half_rn(s[0]));
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
