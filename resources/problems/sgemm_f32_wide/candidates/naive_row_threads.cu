// Naive SGEMM with threadIdx.x mapped to the row of C (uncoalesced A loads and C stores).
extern "C" __global__ void sgemm_naive_rows(const float* A, const float* B, float* C, int M, int N, int K)
{
    const int row = blockIdx.x * blockDim.x + threadIdx.x;
    const int col = blockIdx.y * blockDim.y + threadIdx.y;
    if (row >= M || col >= N) return;
    float acc = 0.0f;
    for (int k = 0; k < K; ++k) acc += A[(long long)row * K + k] * B[(long long)k * N + col];
    C[(long long)row * N + col] = acc;
}
