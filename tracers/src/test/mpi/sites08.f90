! Call sites (CallSiteMpiTest) through the mpi_f08 bindings.
subroutine helper(c)
  use mpi_f08
  type(MPI_Comm) :: c
  call MPI_Comm_dup(MPI_COMM_WORLD, c)
end subroutine

program sites
  use mpi_f08
  integer :: r
  type(MPI_Comm) :: s, d
  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, r)
  call MPI_Comm_split(MPI_COMM_WORLD, mod(r, 2), r, s)
  call helper(d)
  call MPI_Finalize()
end program
