// Spins forever on a volatile global read: the loop waits for the output word c[0] to become
// a value that no thread ever writes (the bit pattern 0x7fc0dead, a NaN payload). The output
// buffer is written by this kernel only, and the writer thread never writes that pattern, so
// the condition never holds. The read is volatile, so the compiler cannot hoist it out.
extern "C" __global__ void vector_add_never_ends(const float* a, const float* b, float* c, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
    if (i == 0) {
        volatile const unsigned* flag = reinterpret_cast<volatile const unsigned*>(c);
        unsigned long long spins = 0;
        while (*flag != 0x7fc0deadu) ++spins;
        c[0] = (float)spins;  // never reached
    }
}
