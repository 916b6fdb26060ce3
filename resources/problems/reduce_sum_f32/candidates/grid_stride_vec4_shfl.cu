// Grid-stride float4 reduction with 4 independent accumulators (more loads in flight),
// shuffle-based block reduction, one partial per block; a second single-block pass.
__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

// Result valid in thread 0. blockDim.x must be a multiple of 32 and at most 1024.
__device__ __forceinline__ float block_sum(float v)
{
    __shared__ float warp_sums[32];
    v = warp_sum(v);
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    v = 0.0f;
    if (warp == 0) {
        v = (lane < (int)(blockDim.x / 32)) ? warp_sums[lane] : 0.0f;
        v = warp_sum(v);
    }
    return v;
}

extern "C" __global__ void __launch_bounds__(256)
reduce_grid_stride_vec4(const float* __restrict__ x, float* __restrict__ partials, int n)
{
    const float4* x4 = reinterpret_cast<const float4*>(x);
    const long long nv = n / 4;
    const long long stride = (long long)gridDim.x * blockDim.x;
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    float a0 = 0.0f, a1 = 0.0f, a2 = 0.0f, a3 = 0.0f;
    for (; i + 3 * stride < nv; i += 4 * stride) {
        float4 p = __ldcs(x4 + i), q = __ldcs(x4 + i + stride);
        float4 r = __ldcs(x4 + i + 2 * stride), s = __ldcs(x4 + i + 3 * stride);
        a0 += (p.x + p.y) + (p.z + p.w);
        a1 += (q.x + q.y) + (q.z + q.w);
        a2 += (r.x + r.y) + (r.z + r.w);
        a3 += (s.x + s.y) + (s.z + s.w);
    }
    for (; i < nv; i += stride) {
        float4 p = x4[i];
        a0 += (p.x + p.y) + (p.z + p.w);
    }
    // Scalar tail (n % 4 elements), taken by block 0.
    if (blockIdx.x == 0 && threadIdx.x < (n & 3)) a1 += x[nv * 4 + threadIdx.x];
    float v = block_sum((a0 + a1) + (a2 + a3));
    if (threadIdx.x == 0) partials[blockIdx.x] = v;
}

extern "C" __global__ void __launch_bounds__(1024)
reduce_final_warp(const float* __restrict__ partials, float* __restrict__ total, int m)
{
    float v = 0.0f;
    for (int i = threadIdx.x; i < m; i += blockDim.x) v += partials[i];
    v = block_sum(v);
    if (threadIdx.x == 0) total[0] = v;
}
