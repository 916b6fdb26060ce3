// The reference's three passes, except that each thread accumulates its share of the mean
// and of the variance in half precision before the float tree.
#include <cuda_fp16.h>

__device__ float block_sum_256(float v, float* s)
{
    const unsigned tid = threadIdx.x;
    s[tid] = v;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    v = s[0];
    __syncthreads();
    return v;
}

extern "C" __global__ void layernorm_half_stats(const float* x, const float* gamma, const float* beta, float* y,
                                                int rows, int cols, float eps)
{
    __shared__ float s[256];
    const int row = blockIdx.x;
    if (row >= rows) return;
    const float* xr = x + (long long)row * cols;
    float* yr = y + (long long)row * cols;
    __half acc = __float2half_rn(0.0f);
    for (int j = threadIdx.x; j < cols; j += blockDim.x) acc = __hadd(acc, __float2half_rn(xr[j]));
    const float mean = block_sum_256(__half2float(acc), s) / cols;
    acc = __float2half_rn(0.0f);
    for (int j = threadIdx.x; j < cols; j += blockDim.x) {
        const float d = xr[j] - mean;
        acc = __hadd(acc, __float2half_rn(d * d));
    }
    const float var = block_sum_256(__half2float(acc), s) / cols;
    const float inv_std = 1.0f / sqrtf(var + eps);
    for (int j = threadIdx.x; j < cols; j += blockDim.x)
        yr[j] = (xr[j] - mean) * inv_std * gamma[j] + beta[j];
}
