! scripts/site-stacks on a Fortran program (SiteStacksMpiTest): the application's own messages
! between its communicator calls must open no memory window, or the stack dumps, one per window,
! would no longer line up with the log's mem= fields; nor may a call that returns no communicator
! (a split with MPI_UNDEFINED: a window, no record).
program stacks
  use mpi
  implicit none
  integer :: ierr, r, i, s, d, none
  double precision :: x(8)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, r, ierr)
  x = r
  do i = 1, 20
    call MPI_Bcast(x, 8, MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD, ierr)
  end do
  call MPI_Comm_split(MPI_COMM_WORLD, mod(r, 2), r, s, ierr)
  do i = 1, 20
    call MPI_Allreduce(MPI_IN_PLACE, x, 8, MPI_DOUBLE_PRECISION, MPI_SUM, s, ierr)
  end do
  call MPI_Comm_split(MPI_COMM_WORLD, MPI_UNDEFINED, r, none, ierr)
  call MPI_Comm_dup(s, d, ierr)
  call MPI_Finalize(ierr)
end program
