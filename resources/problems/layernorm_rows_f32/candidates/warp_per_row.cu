// One warp per row; requires cols % 4 == 0.
__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

extern "C" __global__ void __launch_bounds__(256)
layernorm_warp_per_row(const float* __restrict__ x, const float* __restrict__ gamma, const float* __restrict__ beta,
                       float* __restrict__ y, int rows, int cols, float eps)
{
    const int row = blockIdx.x * 8 + threadIdx.x / 32;
    const int lane = threadIdx.x % 32;
    if (row >= rows) return;
    const float4* xr = reinterpret_cast<const float4*>(x + (long long)row * cols);
    float4* yr = reinterpret_cast<float4*>(y + (long long)row * cols);
    const float4* g = reinterpret_cast<const float4*>(gamma);
    const float4* b = reinterpret_cast<const float4*>(beta);
    const int nv = cols / 4;
    float s = 0.0f, q = 0.0f;
    for (int j = lane; j < nv; j += 32) {
        const float4 v = xr[j];
        s += (v.x + v.y) + (v.z + v.w);
        q += (v.x * v.x + v.y * v.y) + (v.z * v.z + v.w * v.w);
    }
    s = warp_sum(s);
    q = warp_sum(q);
    const float mean = s / cols;
    const float inv_std = rsqrtf(fmaxf(q / cols - mean * mean, 0.0f) + eps);
    for (int j = lane; j < nv; j += 32) {
        const float4 v = xr[j], gv = g[j], bv = b[j];
        yr[j] = make_float4((v.x - mean) * inv_std * gv.x + bv.x, (v.y - mean) * inv_std * gv.y + bv.y,
                            (v.z - mean) * inv_std * gv.z + bv.z, (v.w - mean) * inv_std * gv.w + bv.w);
    }
}
