// Reference: the textbook three-kernel scan-then-propagate.
// 1. scan_block_ref: each block of 512 threads scans its 512 elements in shared memory
//    (Hillis-Steele, double-buffered, one element per thread), writes the block-local
//    inclusive scan to out and the block total to block_sums.
// 2. scan_block_sums_ref: one block turns block_sums into exclusive offsets, 1024 at a time
//    with a running carry.
// 3. add_block_offsets_ref: every element adds its block's offset.
extern "C" __global__ void scan_block_ref(const int* x, int* out, int* block_sums, int n)
{
    __shared__ int buf[2][512];
    const int tid = threadIdx.x;
    const long long i = (long long)blockIdx.x * 512 + tid;
    int src = 0;
    buf[0][tid] = (i < n) ? x[i] : 0;
    __syncthreads();
    for (int d = 1; d < 512; d *= 2) {
        const int dst = 1 - src;
        buf[dst][tid] = buf[src][tid] + (tid >= d ? buf[src][tid - d] : 0);
        __syncthreads();
        src = dst;
    }
    if (i < n) out[i] = buf[src][tid];
    if (tid == 511) block_sums[blockIdx.x] = buf[src][tid];
}

extern "C" __global__ void scan_block_sums_ref(int* block_sums, int m)
{
    __shared__ int buf[2][1024];
    const int tid = threadIdx.x;
    int carry = 0;
    for (int base = 0; base < m; base += 1024) {
        const int i = base + tid;
        const int v = (i < m) ? block_sums[i] : 0;
        int src = 0;
        buf[0][tid] = v;
        __syncthreads();
        for (int d = 1; d < 1024; d *= 2) {
            const int dst = 1 - src;
            buf[dst][tid] = buf[src][tid] + (tid >= d ? buf[src][tid - d] : 0);
            __syncthreads();
            src = dst;
        }
        if (i < m) block_sums[i] = carry + buf[src][tid] - v;  // exclusive
        carry += buf[src][1023];
        __syncthreads();
    }
}

extern "C" __global__ void add_block_offsets_ref(int* out, const int* block_sums, int n)
{
    const long long i = (long long)blockIdx.x * 512 + threadIdx.x;
    if (i < n) out[i] += block_sums[blockIdx.x];
}
