// Row held in registers: thread t owns float4 slots t, t + 256, ... (cols <= 8192, cols % 4 == 0).
#define MAXV 8

__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

extern "C" __global__ void __launch_bounds__(256)
layernorm_block_regs(const float* __restrict__ x, const float* __restrict__ gamma, const float* __restrict__ beta,
                     float* __restrict__ y, int rows, int cols, float eps)
{
    __shared__ float red[2][8];
    const int row = blockIdx.x;
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const float4* xr = reinterpret_cast<const float4*>(x + (long long)row * cols);
    float4* yr = reinterpret_cast<float4*>(y + (long long)row * cols);
    const float4* g = reinterpret_cast<const float4*>(gamma);
    const float4* b = reinterpret_cast<const float4*>(beta);
    const int nv = cols / 4;

    float4 v[MAXV];
    float s = 0.0f;
#pragma unroll
    for (int k = 0; k < MAXV; ++k) {
        const int j = tid + k * 256;
        if (j < nv) {
            v[k] = xr[j];
            s += (v[k].x + v[k].y) + (v[k].z + v[k].w);
        }
    }
    s = warp_sum(s);
    if (lane == 0) red[0][warp] = s;
    __syncthreads();
    const float mean = warp_sum(lane < 8 ? red[0][lane] : 0.0f) / cols;

    float q = 0.0f;
#pragma unroll
    for (int k = 0; k < MAXV; ++k) {
        const int j = tid + k * 256;
        if (j < nv) {
            const float dx = v[k].x - mean, dy = v[k].y - mean, dz = v[k].z - mean, dw = v[k].w - mean;
            q += (dx * dx + dy * dy) + (dz * dz + dw * dw);
        }
    }
    q = warp_sum(q);
    if (lane == 0) red[1][warp] = q;
    __syncthreads();
    const float inv_std = rsqrtf(warp_sum(lane < 8 ? red[1][lane] : 0.0f) / cols + eps);

#pragma unroll
    for (int k = 0; k < MAXV; ++k) {
        const int j = tid + k * 256;
        if (j < nv) {
            const float4 gv = g[j], bv = b[j];
            yr[j] = make_float4((v[k].x - mean) * inv_std * gv.x + bv.x, (v[k].y - mean) * inv_std * gv.y + bv.y,
                                       (v[k].z - mean) * inv_std * gv.z + bv.z, (v[k].w - mean) * inv_std * gv.w + bv.w);
        }
    }
}
