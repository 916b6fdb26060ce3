// 2D register-blocked SGEMM: BM = BN = 128, BK = 8, 8 x 8 outputs per thread, 256 threads.
// Requires M, N multiples of 128, K a multiple of 8, and 16-byte aligned matrices.
#define BM 128
#define BN 128
#define BK 8
#define TM 8
#define TN 8

extern "C" __global__ void __launch_bounds__(256)
sgemm_regblock(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    __shared__ __align__(16) float As[BK][BM];  // transposed: As[k][m]
    __shared__ __align__(16) float Bs[BK][BN];
    const int tid = threadIdx.x;
    const int tx = tid % 16, ty = tid / 16;      // micro-tile at rows ty*8, columns tx*8
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
    // A tile 128 x 8: thread loads one float4 at row tid/2, columns (tid%2)*4 .. +3.
    const int a_row = tid / 2, a_col = (tid % 2) * 4;
    // B tile 8 x 128: thread loads one float4 at row tid/32, columns (tid%32)*4 .. +3.
    const int b_row = tid / 32, b_col = (tid % 32) * 4;
    const float* Ap = A + (long long)(m0 + a_row) * K + a_col;
    const float* Bp = B + (long long)b_row * N + n0 + b_col;

    float acc[TM][TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j) acc[i][j] = 0.0f;

    for (int k0 = 0; k0 < K; k0 += BK) {
        const float4 a4 = *reinterpret_cast<const float4*>(Ap + k0);
        const float4 b4 = *reinterpret_cast<const float4*>(Bp + (long long)k0 * N);
        As[a_col + 0][a_row] = a4.x;
        As[a_col + 1][a_row] = a4.y;
        As[a_col + 2][a_row] = a4.z;
        As[a_col + 3][a_row] = a4.w;
        *reinterpret_cast<float4*>(&Bs[b_row][b_col]) = b4;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < BK; ++k) {
            float a[TM], b[TN];
            const float4 a0 = *reinterpret_cast<const float4*>(&As[k][ty * TM]);
            const float4 a1 = *reinterpret_cast<const float4*>(&As[k][ty * TM + 4]);
            const float4 b0 = *reinterpret_cast<const float4*>(&Bs[k][tx * TN]);
            const float4 b1 = *reinterpret_cast<const float4*>(&Bs[k][tx * TN + 4]);
            a[0] = a0.x; a[1] = a0.y; a[2] = a0.z; a[3] = a0.w; a[4] = a1.x; a[5] = a1.y; a[6] = a1.z; a[7] = a1.w;
            b[0] = b0.x; b[1] = b0.y; b[2] = b0.z; b[3] = b0.w; b[4] = b1.x; b[5] = b1.y; b[6] = b1.z; b[7] = b1.w;
#pragma unroll
            for (int i = 0; i < TM; ++i)
#pragma unroll
                for (int j = 0; j < TN; ++j) acc[i][j] += a[i] * b[j];
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < TM; ++i) {
        float* Cp = C + (long long)(m0 + ty * TM + i) * N + n0 + tx * TN;
        *reinterpret_cast<float4*>(Cp) = make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
        *reinterpret_cast<float4*>(Cp + 4) = make_float4(acc[i][4], acc[i][5], acc[i][6], acc[i][7]);
    }
}
