// Interleaved-addressing tree reduction (divergent), Harris' reduction #1. Each launch turns
// m values into gridDim.x partials, one element per thread where the grid covers m; a grid
// smaller than m / 256 folds the rest in with a strided loop first. The plan runs three
// launches: 64M -> 256K (partials) -> 1024 (partials2) -> 1 (total).
extern "C" __global__ void reduce_interleaved(const float* in, float* out, int m)
{
    __shared__ float s[256];
    const unsigned tid = threadIdx.x;
    float acc = 0.0f;
    // Normally one element per thread; a grid too small for m folds the rest in first.
    for (long long i = (long long)blockIdx.x * blockDim.x + tid; i < m; i += (long long)gridDim.x * blockDim.x)
        acc += in[i];
    s[tid] = acc;
    __syncthreads();
    for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}
