// Row held in registers: thread t owns float4 slots t, t + 256, ... (MAXV of them, so
// cols <= 4 * 256 * MAXV = 8192). Requires cols % 4 == 0.
#define NEG_INF __int_as_float(0xff800000)
#define MAXV 8

__device__ __forceinline__ float warp_max(float v)
{
    for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    return v;
}
__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

extern "C" __global__ void __launch_bounds__(256)
softmax_block_regs(const float* __restrict__ x, float* __restrict__ y, int rows, int cols)
{
    __shared__ float red[2][8];
    const int row = blockIdx.x;
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const float4* xr = reinterpret_cast<const float4*>(x + (long long)row * cols);
    float4* yr = reinterpret_cast<float4*>(y + (long long)row * cols);
    const int nv = cols / 4;

    float4 v[MAXV];
    float m = NEG_INF;
#pragma unroll
    for (int k = 0; k < MAXV; ++k) {
        const int j = tid + k * 256;
        if (j < nv) {
            v[k] = xr[j];
            m = fmaxf(m, fmaxf(fmaxf(v[k].x, v[k].y), fmaxf(v[k].z, v[k].w)));
        }
    }
    m = warp_max(m);
    if (lane == 0) red[0][warp] = m;
    __syncthreads();
    m = warp_max(lane < 8 ? red[0][lane] : NEG_INF);

    float s = 0.0f;
#pragma unroll
    for (int k = 0; k < MAXV; ++k) {
        const int j = tid + k * 256;
        if (j < nv) {
            v[k].x = expf(v[k].x - m); v[k].y = expf(v[k].y - m);
            v[k].z = expf(v[k].z - m); v[k].w = expf(v[k].w - m);
            s += (v[k].x + v[k].y) + (v[k].z + v[k].w);
        }
    }
    s = warp_sum(s);
    if (lane == 0) red[1][warp] = s;
    __syncthreads();
    s = warp_sum(lane < 8 ? red[1][lane] : 0.0f);
    const float inv = 1.0f / s;
#pragma unroll
    for (int k = 0; k < MAXV; ++k) {
        const int j = tid + k * 256;
        if (j < nv) yr[j] = make_float4(v[k].x * inv, v[k].y * inv, v[k].z * inv, v[k].w * inv);
    }
}
