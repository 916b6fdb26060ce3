// wmma straight from global memory. Block = 4 warps (2 x 2) = 64 x 64 tile of C; a warp owns
// 32 x 32 (2 x 2 fragments). Requires M, N multiples of 64 and K a multiple of 16.
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

extern "C" __global__ void __launch_bounds__(128)
hgemm_wmma_global(const __half* __restrict__ A, const __half* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    const int warp = threadIdx.x / 32;
    const int row0 = blockIdx.y * 64 + (warp / 2) * 32;
    const int col0 = blockIdx.x * 64 + (warp % 2) * 32;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2][2];
#pragma unroll
    for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);
    for (int k = 0; k < K; k += 16) {
        wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a[2];
        wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> b[2];
#pragma unroll
        for (int i = 0; i < 2; ++i) wmma::load_matrix_sync(a[i], A + (long long)(row0 + 16 * i) * K + k, K);
#pragma unroll
        for (int j = 0; j < 2; ++j) wmma::load_matrix_sync(b[j], B + (long long)k * N + col0 + 16 * j, N);
#pragma unroll
        for (int i = 0; i < 2; ++i)
#pragma unroll
            for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
    }
#pragma unroll
    for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 2; ++j)
            wmma::store_matrix_sync(C + (long long)(row0 + 16 * i) * N + col0 + 16 * j, acc[i][j], N, wmma::mem_row_major);
}
