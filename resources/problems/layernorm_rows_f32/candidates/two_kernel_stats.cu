// Kernel 1: per-row mean and 1/std (from sum and sum of squares) into stats[2*row].
// Kernel 2: element-wise normalisation, float4 per thread (cols % 4 == 0).
__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

extern "C" __global__ void __launch_bounds__(256)
layernorm_row_stats(const float* __restrict__ x, float* __restrict__ stats, int rows, int cols, float eps)
{
    __shared__ float r1[8], r2[8];
    const int row = blockIdx.x;
    const float* xr = x + (long long)row * cols;
    float s = 0.0f, q = 0.0f;
    for (int j = threadIdx.x; j < cols; j += 256) {
        const float v = xr[j];
        s += v;
        q += v * v;
    }
    s = warp_sum(s);
    q = warp_sum(q);
    if (threadIdx.x % 32 == 0) { r1[threadIdx.x / 32] = s; r2[threadIdx.x / 32] = q; }
    __syncthreads();
    if (threadIdx.x < 32) {
        s = warp_sum(threadIdx.x < 8 ? r1[threadIdx.x] : 0.0f);
        q = warp_sum(threadIdx.x < 8 ? r2[threadIdx.x] : 0.0f);
        if (threadIdx.x == 0) {
            const float mean = s / cols;
            const float var = fmaxf(q / cols - mean * mean, 0.0f);
            stats[2 * row] = mean;
            stats[2 * row + 1] = rsqrtf(var + eps);
        }
    }
}

extern "C" __global__ void __launch_bounds__(256)
layernorm_apply(const float* __restrict__ x, const float* __restrict__ gamma, const float* __restrict__ beta,
                float* __restrict__ y, const float* __restrict__ stats, int rows, int cols)
{
    const long long v = (long long)blockIdx.x * blockDim.x + threadIdx.x;  // float4 index
    if (v * 4 >= (long long)rows * cols) return;
    const int row = (int)((v * 4) / cols);
    const int col = (int)(v * 4 - (long long)row * cols);
    const float mean = stats[2 * row], inv_std = stats[2 * row + 1];
    const float4 a = reinterpret_cast<const float4*>(x)[v];
    const float4 g = *reinterpret_cast<const float4*>(gamma + col);
    const float4 b = *reinterpret_cast<const float4*>(beta + col);
    reinterpret_cast<float4*>(y)[v] = make_float4((a.x - mean) * inv_std * g.x + b.x, (a.y - mean) * inv_std * g.y + b.y,
                                                  (a.z - mean) * inv_std * g.z + b.z, (a.w - mean) * inv_std * g.w + b.w);
}
