// 32 x 32 shared tile without padding (bank conflicts on the transposed read).
// Requires rows % 32 == 0 and cols % 32 == 0.
extern "C" __global__ void __launch_bounds__(256)
transpose_smem(const float* __restrict__ in, float* __restrict__ out, int rows, int cols)
{
    __shared__ float tile[32][32];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int c0 = blockIdx.x * 32, r0 = blockIdx.y * 32;
    for (int k = 0; k < 32; k += 8) tile[ty + k][tx] = in[(long long)(r0 + ty + k) * cols + c0 + tx];
    __syncthreads();
    for (int k = 0; k < 32; k += 8) out[(long long)(c0 + ty + k) * rows + r0 + tx] = tile[tx][ty + k];
}
