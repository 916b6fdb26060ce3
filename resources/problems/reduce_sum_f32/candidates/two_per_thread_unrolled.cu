// First add during load (2 elements per thread), sequential-addressing tree down to 32,
// then the last warp with shuffles.
__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

extern "C" __global__ void __launch_bounds__(256)
reduce_two_per_thread(const float* __restrict__ x, float* __restrict__ partials, int n)
{
    __shared__ float s[256];
    const unsigned tid = threadIdx.x;
    const long long i = (long long)blockIdx.x * 512 + tid;
    float v = 0.0f;
    if (i < n) v = x[i];
    if (i + 256 < n) v += x[i + 256];
    s[tid] = v;
    __syncthreads();
    for (unsigned stride = 128; stride >= 32; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid < 32) {
        v = warp_sum(s[tid]);
        if (tid == 0) partials[blockIdx.x] = v;
    }
}

extern "C" __global__ void __launch_bounds__(1024)
reduce_final_block(const float* __restrict__ partials, float* __restrict__ total, int m)
{
    __shared__ float warp_sums[32];
    float v = 0.0f;
    for (int i = threadIdx.x; i < m; i += 1024) v += partials[i];
    v = warp_sum(v);
    if (threadIdx.x % 32 == 0) warp_sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = warp_sum(warp_sums[threadIdx.x]);
        if (threadIdx.x == 0) total[0] = v;
    }
}
