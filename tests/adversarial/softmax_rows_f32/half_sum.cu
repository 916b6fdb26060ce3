// The reference's three passes, except that each thread sums its exponentials in half
// precision: every element of a row carries the same relative error of about 1e-4, which
// atol/rtol let through for outputs near 1/cols. Only the float64 check can see it.
#include <cuda_fp16.h>
#define NEG_INF __int_as_float(0xff800000)

extern "C" __global__ void softmax_half_sum(const float* x, float* y, int rows, int cols)
{
    __shared__ float s[256];
    const int row = blockIdx.x;
    const unsigned tid = threadIdx.x;
    if (row >= rows) return;
    const float* xr = x + (long long)row * cols;
    float* yr = y + (long long)row * cols;
    float m = NEG_INF;
    for (int j = tid; j < cols; j += blockDim.x) m = fmaxf(m, xr[j]);
    s[tid] = m;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] = fmaxf(s[tid], s[tid + stride]);
        __syncthreads();
    }
    m = s[0];
    __syncthreads();
    __half part = __float2half_rn(0.0f);
    for (int j = tid; j < cols; j += blockDim.x) part = __hadd(part, __float2half_rn(expf(xr[j] - m)));
    s[tid] = __half2float(part);
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    const float sum = s[0];
    for (int j = tid; j < cols; j += blockDim.x) yr[j] = expf(xr[j] - m) / sum;
}
