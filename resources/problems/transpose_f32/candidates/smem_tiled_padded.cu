// 64 x 64 tile with one column of padding. Requires rows % 64 == 0 and cols % 64 == 0.
extern "C" __global__ void __launch_bounds__(512)
transpose_smem_padded(const float* __restrict__ in, float* __restrict__ out, int rows, int cols)
{
    __shared__ float tile[64][65];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int c0 = blockIdx.x * 64, r0 = blockIdx.y * 64;
    float v[8];
#pragma unroll
    for (int k = 0; k < 8; ++k) v[k] = in[(long long)(r0 + ty + 8 * k) * cols + c0 + tx];
#pragma unroll
    for (int k = 0; k < 8; ++k) tile[ty + 8 * k][tx] = v[k];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 8; ++k) out[(long long)(c0 + ty + 8 * k) * rows + r0 + tx] = tile[tx][ty + 8 * k];
}
