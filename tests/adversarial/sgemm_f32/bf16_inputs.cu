// The naive reference, except that every element of A and B is rounded to bfloat16 (8-bit
// significand, round to nearest even) before the float multiply-add: the input rounding of a
// bf16 GEMM behind a float interface.
__device__ __forceinline__ float to_bf16(float v)
{
    unsigned u = __float_as_uint(v);
    u += 0x7fffu + ((u >> 16) & 1u);
    return __uint_as_float(u & 0xffff0000u);
}

extern "C" __global__ void sgemm_bf16_inputs(const float* A, const float* B, float* C, int M, int N, int K)
{
    const int col = blockIdx.x * blockDim.x + threadIdx.x;
    const int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row >= M || col >= N) return;
    float acc = 0.0f;
    for (int k = 0; k < K; ++k) acc += to_bf16(A[(long long)row * K + k]) * to_bf16(B[(long long)k * N + col]);
    C[(long long)row * N + col] = acc;
}
