! Call sites (CallSiteMpiTest) through the mpif.h/'use mpi' bindings.
subroutine helper(c)
  use mpi
  integer :: c, ierr
  call MPI_Comm_dup(MPI_COMM_WORLD, c, ierr)
end subroutine

program sites
  use mpi
  integer :: ierr, r, s, d
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, r, ierr)
  call MPI_Comm_split(MPI_COMM_WORLD, mod(r, 2), r, s, ierr)
  call helper(d)
  call MPI_Finalize(ierr)
end program
