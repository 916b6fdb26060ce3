// Deliberately uncoalesced: thread t owns elements [32 t, 32 t + 32).
#define CHUNK 32
extern "C" __global__ void vector_add_strided(const float* a, const float* b, float* c, int n)
{
    const long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    const long long begin = t * CHUNK;
    for (int k = 0; k < CHUNK; ++k) {
        long long i = begin + k;
        if (i < n) c[i] = a[i] + b[i];
    }
}
