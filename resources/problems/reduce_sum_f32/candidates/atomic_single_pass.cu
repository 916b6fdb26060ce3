// Single-pass sum with one float atomicAdd per block. The output is pre-filled with a NaN
// sentinel by the harness, so a first launch zeroes it.
extern "C" __global__ void zero_total(float* total)
{
    if (threadIdx.x == 0) total[0] = 0.0f;
}

__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

extern "C" __global__ void __launch_bounds__(256)
reduce_atomic(const float* __restrict__ x, float* total, int n)
{
    __shared__ float warp_sums[8];
    const float4* x4 = reinterpret_cast<const float4*>(x);
    const long long nv = n / 4;
    const long long stride = (long long)gridDim.x * blockDim.x;
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    float a0 = 0.0f, a1 = 0.0f;
    for (; i + stride < nv; i += 2 * stride) {
        float4 p = __ldcs(x4 + i), q = __ldcs(x4 + i + stride);
        a0 += (p.x + p.y) + (p.z + p.w);
        a1 += (q.x + q.y) + (q.z + q.w);
    }
    if (i < nv) {
        float4 p = x4[i];
        a0 += (p.x + p.y) + (p.z + p.w);
    }
    if (blockIdx.x == 0 && threadIdx.x < (n & 3)) a1 += x[nv * 4 + threadIdx.x];
    float v = warp_sum(a0 + a1);
    if (threadIdx.x % 32 == 0) warp_sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = warp_sum(threadIdx.x < 8 ? warp_sums[threadIdx.x] : 0.0f);
        if (threadIdx.x == 0) atomicAdd(total, v);
    }
}
