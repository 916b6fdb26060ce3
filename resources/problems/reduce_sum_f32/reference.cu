// Reference: the textbook two-pass tree reduction.
// Pass 1: one element per thread, a shared-memory tree (sequential addressing) per block,
//         one partial sum per block.
// Pass 2: one block of 1024 threads sums the partials (strided loop, then the same tree).
extern "C" __global__ void reduce_partials_ref(const float* x, float* partials, int n)
{
    __shared__ float s[256];
    const unsigned tid = threadIdx.x;
    const long long i = (long long)blockIdx.x * blockDim.x + tid;
    s[tid] = (i < n) ? x[i] : 0.0f;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = s[0];
}

extern "C" __global__ void reduce_final_ref(const float* partials, float* total, int m)
{
    __shared__ float s[1024];
    const unsigned tid = threadIdx.x;
    float acc = 0.0f;
    for (int i = tid; i < m; i += blockDim.x) acc += partials[i];
    s[tid] = acc;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) total[0] = s[0];
}
